import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * iyzico's signature rules, all HMAC-SHA256 with the merchant's secret key, hex encoded
 * (docs/adr/0005-payments.md lists where each rule comes from).
 */
export const hmacHex = (secretKey: string, data: string) => createHmac("sha256", secretKey).update(data).digest("hex");

/** Two hex signatures compared in constant time; anything that is not one of ours is simply unequal. */
export function sameSignature(expected: string, given: unknown): boolean {
  if (typeof given !== "string" || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(given.toLowerCase(), "hex"));
}

/** The field order of each signed answer, the values joined by ":" as the answer gives them. */
export const responseSignatureFields = {
  checkoutFormInitialize: ["conversationId", "token"],
  checkoutFormRetrieve: ["paymentStatus", "paymentId", "currency", "basketId", "conversationId", "paidPrice", "price", "token"],
  refundV2: ["paymentId", "conversationId"],
} as const;

export type SignedAnswer = keyof typeof responseSignatureFields;

export const responseSignature = (secretKey: string, kind: SignedAnswer, answer: Record<string, unknown>) =>
  hmacHex(secretKey, responseSignatureFields[kind].map((field) => String(answer[field] ?? "")).join(":"));

/** Whether an answer carries the signature our secret key gives its fields. */
export const verifyResponse = (secretKey: string, kind: SignedAnswer, answer: Record<string, unknown>) =>
  sameSignature(responseSignature(secretKey, kind, answer), answer.signature);

/** The fields of a webhook notification that its X-IYZ-SIGNATURE-V3 header signs. */
export type WebhookEvent = {
  iyziEventType: string;
  iyziPaymentId: string | number;
  paymentConversationId: string;
  status: string;
  /** Present for the hosted form (checkout form) payments, absent for direct API payments. */
  token?: string;
};

/**
 * X-IYZ-SIGNATURE-V3: the secret key, the event type, the payment id, the token (hosted form only), the
 * conversation id and the status, concatenated without separators.
 */
export const webhookSignatureV3 = (secretKey: string, e: WebhookEvent) =>
  hmacHex(secretKey, `${secretKey}${e.iyziEventType}${e.iyziPaymentId}${e.token ?? ""}${e.paymentConversationId}${e.status}`);

/**
 * The request authorization the SDK sends (`IYZWSv2`): base64 of "apiKey:…&randomKey:…&signature:…", the signature
 * over the random key, the path and the JSON body. The shop only checks it in its test double of iyzico.
 */
export const authorizationV2 = (apiKey: string, secretKey: string, randomKey: string, path: string, body: string) =>
  `IYZWSv2 ${Buffer.from(`apiKey:${apiKey}&randomKey:${randomKey}&signature:${hmacHex(secretKey, randomKey + path + body)}`).toString("base64")}`;
