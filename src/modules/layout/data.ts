import "server-only";

export { requestNonce } from "@/server/platform/http/nonce";
export { requestPath } from "@/server/platform/http/request-path";
