import "server-only";

export { findQuoteProduct, submitForm } from "@/server/content/forms";
export { clientIp } from "@/server/platform/runtime/rate-limit";
