import "server-only";
import Iyzipay from "iyzipay";
import { type IyzicoConfig, iyzicoConfig } from "@/config/iyzico";
import { ApiError } from "@/server/platform/http/errors";
import { logger } from "@/server/platform/runtime/log";
import { type SignedAnswer, verifyResponse } from "./signature";

/** An answer of iyzico's API: `status` "success" or "failure", with the fields of the call. */
export type IyzicoAnswer = Record<string, unknown> & { status?: string; errorCode?: string; errorMessage?: string };

type Callback = (err: unknown, result: IyzicoAnswer) => void;
type Resource = { create?: (body: object, cb: Callback) => void; retrieve?: (body: object, cb: Callback) => void };
type Resources = Record<"checkoutFormInitialize" | "checkoutForm" | "installmentInfo" | "cancel" | "refundV2", Resource>;

/** One SDK client per configuration (tests change the variables between files). */
let cached: { key: string; sdk: Resources } | undefined;

function sdkFor(config: IyzicoConfig): Resources {
  const key = `${config.uri}|${config.apiKey}|${config.secretKey}`;
  if (cached?.key !== key) cached = { key, sdk: new Iyzipay(config) as unknown as Resources };
  return cached.sdk;
}

export function requireIyzico(): IyzicoConfig {
  const config = iyzicoConfig();
  if (!config) throw new ApiError(400, "payment_method_unavailable");
  return config;
}

const TIMEOUT_MS = 15_000;

/**
 * Calls one of the SDK's resources and answers iyzico's answer, refused (502 payment_provider_error) when the call
 * fails, times out, answers "failure" or, for the answers iyzico signs, carries a signature our key does not give.
 * With `acceptFailure` a "failure" answer is handed back instead (a declined card is an answer, not an error).
 */
export async function iyzicoCall(
  resource: keyof Resources,
  method: "create" | "retrieve",
  body: object,
  options: { signed?: SignedAnswer; acceptFailure?: boolean } = {},
): Promise<IyzicoAnswer> {
  const config = requireIyzico();
  const call = sdkFor(config)[resource][method];
  if (!call) throw new Error(`iyzico ${resource} has no ${method}`);
  const answer = await new Promise<IyzicoAnswer>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("iyzico did not answer in time")), TIMEOUT_MS);
    call.call(sdkFor(config)[resource], body, (err, result) => {
      clearTimeout(timer);
      if (err || !result || typeof result !== "object") reject(err ?? new Error("iyzico gave no answer"));
      else resolve(result);
    });
  }).catch((err) => {
    logger.warn({ err, resource }, "iyzico call failed");
    throw new ApiError(502, "payment_provider_error");
  });
  if (answer.status !== "success") {
    if (options.acceptFailure) return answer;
    throw new ApiError(502, "payment_provider_error", answer.errorMessage ? String(answer.errorMessage) : undefined);
  }
  if (options.signed && !verifyResponse(config.secretKey, options.signed, answer)) {
    throw new ApiError(502, "payment_signature_invalid");
  }
  return answer;
}
