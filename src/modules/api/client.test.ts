import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiCallError, errorMessage, postJson, postText } from "./client";

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal("fetch", fetchMock);
afterEach(() => fetchMock.mockReset());

const answer = (status: number, body: string) => fetchMock.mockResolvedValueOnce(new Response(body, { status }));

/** The ApiCallError a call rejects with. */
async function failure(call: Promise<unknown>): Promise<ApiCallError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiCallError);
  return error as ApiCallError;
}

describe("postJson", () => {
  it("POSTs the body as JSON and resolves to the answer", async () => {
    answer(200, '{"itemCount":2}');
    expect(await postJson<{ itemCount: number }>("/api/cart/add-item", { item: { productId: 7 } })).toEqual({ itemCount: 2 });
    expect(fetchMock).toHaveBeenCalledWith("/api/cart/add-item", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"item":{"productId":7}}',
      credentials: "same-origin",
      signal: undefined,
      keepalive: undefined,
    });
  });

  it("sends {} when there is no body, and passes keepalive on", async () => {
    answer(200, '{"ok":true}');
    await postJson("/api/catalog/save-popular-search", undefined, { keepalive: true });
    expect(fetchMock.mock.lastCall?.[1]).toMatchObject({ body: "{}", keepalive: true });
  });

  it("rejects with the server's code, message and status", async () => {
    answer(401, '{"code":"unauthorized","message":"Oturum açmanız gerekiyor."}');
    const error = await failure(postJson("/api/customers/collections"));
    expect(error).toMatchObject({ status: 401, code: "unauthorized", message: "Oturum açmanız gerekiyor.", fromServer: true });
    expect(errorMessage(error)).toBe("Oturum açmanız gerekiyor.");
  });

  it("keeps the server's internal_error, whose message callers replace with their own", async () => {
    answer(500, '{"code":"internal_error","message":"Beklenmeyen bir hata oluştu."}');
    const error = await failure(postJson("/api/cart"));
    expect(error).toMatchObject({ status: 500, code: "internal_error", fromServer: true });
    expect(errorMessage(error)).toBe("");
  });

  it.each([
    ["a page that is not JSON", 502, "<html>Bad Gateway</html>"],
    ["JSON that is not the envelope", 500, "{}"],
    ["a success that is not JSON", 200, "OK"],
  ])("maps %s to invalid_answer with its status", async (_, status, body) => {
    answer(status, body);
    const error = await failure(postJson("/api/cart"));
    expect(error).toMatchObject({ status, code: "invalid_answer", message: "Internal server error", fromServer: false });
    expect(errorMessage(error)).toBe("");
  });

  it("maps a network failure to network_error with status 0", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const error = await failure(postJson("/api/cart"));
    expect(error).toMatchObject({ status: 0, code: "network_error", message: "Internal server error", fromServer: false });
    expect(errorMessage(error)).toBe("");
  });

  it("passes the signal on and rejects with aborted when it fires", async () => {
    fetchMock.mockImplementationOnce(
      (_, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError"))),
        ),
    );
    const controller = new AbortController();
    const call = postJson("/api/catalog/search", { searchQuery: "uv" }, { signal: controller.signal });
    controller.abort();
    expect(await failure(call)).toMatchObject({ status: 0, code: "aborted", fromServer: false });
    expect(fetchMock.mock.lastCall?.[1]?.signal).toBe(controller.signal);
  });
});

describe("postText", () => {
  it("POSTs the text itself as a plain-text body", async () => {
    answer(200, "[]");
    expect(await postText("/api/blog/search", "ışınım")).toEqual([]);
    expect(fetchMock.mock.lastCall?.[1]).toMatchObject({ body: "ışınım", headers: { "content-type": "text/plain;charset=UTF-8" } });
  });
});
