/** iyzico's sandbox: where the keys of a sandbox merchant account work (README, "Card payments"). */
export const IYZICO_SANDBOX_URI = "https://sandbox-api.iyzipay.com";

export type IyzicoConfig = { apiKey: string; secretKey: string; uri: string };

/**
 * The card provider's configuration, by the SDK's own variables. Read on every call (not once at start) so that a
 * test can point the shop at its own iyzico; null while either key is missing, and then card is not offered.
 */
export function iyzicoConfig(env: NodeJS.ProcessEnv = process.env): IyzicoConfig | null {
  const apiKey = env.IYZIPAY_API_KEY?.trim();
  const secretKey = env.IYZIPAY_SECRET_KEY?.trim();
  if (!apiKey || !secretKey) return null;
  return { apiKey, secretKey, uri: env.IYZIPAY_URI?.trim() || IYZICO_SANDBOX_URI };
}
