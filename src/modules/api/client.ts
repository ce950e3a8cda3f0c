/**
 * The browser's one way to call the shop's API: every route takes a POST and answers JSON, a failure as the
 * {code, message} envelope with its HTTP status (docs/API.md).
 */

/** Failures the server did not describe: no answer (network, aborted) or an answer that is not the envelope. */
type LocalFailureCode = "network_error" | "aborted" | "invalid_answer";

/** Never shown: callers show `errorMessage(error)` or, when it is empty, a Turkish text of their own. */
const LOCAL_FAILURE_MESSAGE = "Internal server error";

/** A failed API call: the server's code and Turkish message, or a local failure (status 0 when no answer arrived). */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** False for a local failure: its message is no text of the server's. */
    readonly fromServer = true,
  ) {
    super(message);
    this.name = "ApiCallError";
  }
}

const localFailure = (status: number, code: LocalFailureCode) => new ApiCallError(status, code, LOCAL_FAILURE_MESSAGE, false);

type CallOptions = {
  /** Aborting it rejects the call with code "aborted". */
  signal?: AbortSignal;
  /** Lets the request outlive the page (a count sent while navigating away). */
  keepalive?: boolean;
};

const isEnvelope = (json: unknown): json is { code: string; message: string } =>
  typeof json === "object" &&
  json !== null &&
  "code" in json &&
  "message" in json &&
  typeof json.code === "string" &&
  typeof json.message === "string";

async function post<T>(path: string, body: string, contentType: string, { signal, keepalive }: CallOptions): Promise<T> {
  const failed = (code: LocalFailureCode, status: number) => (signal?.aborted ? localFailure(0, "aborted") : localFailure(status, code));
  let res: Response;
  try {
    res = await fetch(path, {
      method: "POST",
      headers: { "content-type": contentType },
      body,
      credentials: "same-origin",
      signal,
      keepalive,
    });
  } catch {
    throw failed("network_error", 0);
  }
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw failed("invalid_answer", res.status);
  }
  if (res.ok) return json as T;
  throw isEnvelope(json) ? new ApiCallError(res.status, json.code, json.message) : failed("invalid_answer", res.status);
}

/** POSTs `body` as JSON: the answer, or an ApiCallError. */
export const postJson = <T>(path: string, body: unknown = {}, options: CallOptions = {}) =>
  post<T>(path, JSON.stringify(body), "application/json", options);

/** POSTs `text` itself as the body, for the route whose body is a plain search text (the blog search). */
export const postText = <T>(path: string, text: string, options: CallOptions = {}) =>
  post<T>(path, text, "text/plain;charset=UTF-8", options);

/**
 * The server's Turkish message, to show as it is; empty for a local failure or an unexpected server error
 * (internal_error), so the caller shows its own generic one.
 */
export const errorMessage = (error: unknown) =>
  error instanceof ApiCallError && error.fromServer && error.code !== "internal_error" ? error.message : "";
