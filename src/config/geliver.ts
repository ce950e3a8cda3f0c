export type GeliverConfig = { token: string; senderAddressId: string; baseUrl?: string; test: boolean };

/**
 * The carrier aggregator's configuration (README, "Shipments"). Read on every call so that a test can point the shop
 * at its own Geliver; null while the token or the sender address is missing, and then shipments are entered by hand.
 */
export function geliverConfig(env: NodeJS.ProcessEnv = process.env): GeliverConfig | null {
  const token = env.GELIVER_API_TOKEN?.trim();
  const senderAddressId = env.GELIVER_SENDER_ADDRESS_ID?.trim();
  if (!token || !senderAddressId) return null;
  return { token, senderAddressId, baseUrl: env.GELIVER_API_URL?.trim() || undefined, test: env.GELIVER_TEST === "1" };
}
