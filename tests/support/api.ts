import { auth } from "@/server/account/auth";

// biome-ignore lint/suspicious/noExplicitAny: test answers are asserted field by field
type Json = any;

export type RouteHandler = (req: Request, ctx?: never) => Promise<Response>;

export type CallOptions = { body?: unknown; rawBody?: string; headers?: Record<string, string>; cookie?: string; method?: string };

/** Calls a route handler the way Next.js does, with a JSON body and optional session cookie. */
export async function call(handler: RouteHandler, path: string, options: CallOptions = {}) {
  const headers = new Headers({ origin: "http://localhost:3000", ...options.headers });
  if (options.cookie) headers.set("cookie", options.cookie);
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const res = await handler(new Request(`http://localhost:3000${path}`, { method: options.method ?? "POST", headers, body }));
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json: json as Json, text };
}

/** Signs in through Better Auth and returns the Cookie header value for later calls. */
export async function signIn(email: string, password: string): Promise<string> {
  const res = await auth().api.signInEmail({ body: { email, password }, asResponse: true });
  if (!res.ok) throw new Error(`sign-in failed for ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export const demoCustomer = { email: "demo@lumora.example", password: "Demo1234!" };

/**
 * A handler that forwards the request to an app instance in another process, so `call` and Shopper can drive
 * it. A page of that instance posts from the instance's own origin, so an Origin header becomes that one.
 */
export const remote =
  (base: string): RouteHandler =>
  async (req) => {
    const headers = new Headers(req.headers);
    if (headers.has("origin")) headers.set("origin", new URL(base).origin);
    return fetch(new URL(new URL(req.url).pathname, base), {
      method: req.method,
      headers,
      body: req.method === "GET" || req.method === "HEAD" ? undefined : await req.text(),
    });
  };
