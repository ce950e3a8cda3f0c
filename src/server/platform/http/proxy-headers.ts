/**
 * What the proxy (src/proxy.ts) passes to the server components of a page request, in request headers it sets over
 * anything the client sent: this response's CSP nonce, and the requested path (a layout does not see its page's
 * params).
 */
export const NONCE_HEADER = "x-nonce";
export const REQUEST_PATH_HEADER = "x-request-path";
