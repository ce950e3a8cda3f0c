import { headers } from "next/headers";
import { REQUEST_PATH_HEADER } from "./proxy-headers";

/** The requested page's path, percent-encoded as it came ("" where the proxy did not run). */
export async function requestPath(): Promise<string> {
  return (await headers()).get(REQUEST_PATH_HEADER) ?? "";
}
