import "server-only";

export { requestNonce } from "@/server/http/nonce";
export { requestPath } from "@/server/http/request-path";
