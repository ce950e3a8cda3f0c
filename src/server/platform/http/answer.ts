import type { ApiError } from "./errors";

/**
 * A request as `apiRoute` reads it, whichever server took it: a route file's web Request (`fromWebRequest`) or,
 * in the front door, the Node request itself (./node-bridge.ts), without a web stream per request.
 */
export type ApiRequest = {
  method: string;
  path: string;
  /** The absolute URL, for the request's own origin when it carries no Host. */
  url: string;
  headers: Headers;
  /** The body as text; throws 413 beyond `maxBytes`, whatever Content-Length claims. */
  text: (maxBytes: number) => Promise<string>;
};

/** The answer: JSON text with its status and headers, or a Response the route built itself. */
export type ApiAnswer = { status: number; headers: Record<string, string>; json: string } | Response;

/** The {code, message} envelope of an error as an answer. */
export const errorAnswer = ({ status, code, message }: ApiError, headers: Record<string, string> = {}): ApiAnswer => ({
  status,
  headers,
  json: JSON.stringify({ code, message }),
});

/** An answer as the web Response a route file returns. */
export function answerResponse(answer: ApiAnswer): Response {
  if (answer instanceof Response) return answer;
  return new Response(answer.json, { status: answer.status, headers: { "content-type": "application/json", ...answer.headers } });
}
