import { headers } from "next/headers";
import { NONCE_HEADER } from "./proxy-headers";

/**
 * This response's CSP nonce (set by the proxy on the request), for a server component's own inline script. The
 * guests' page cache swaps it for a fresh one on every serve, like Next.js's scripts' nonces.
 */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
