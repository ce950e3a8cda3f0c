/** A failed API call: the API's {code, message} envelope, or 500 "Internal server error" when the request itself failed. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** POST JSON to the shop's API (docs/API.md): the answer, or an ApiCallError with the server's code and message. */
export async function postJson<T>(path: string, body: unknown = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    throw new ApiCallError(500, "internal_error", "Internal server error");
  }
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new ApiCallError(res.status, json?.code ?? "internal_error", json?.message ?? "Internal server error");
  return json as T;
}

/** The server's Turkish message; empty for a transport failure, so the caller shows its own generic one. */
export const errorMessage = (error: unknown) => (error instanceof ApiCallError && error.code !== "internal_error" ? error.message : "");
