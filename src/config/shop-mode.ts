type Env = Record<string, string | undefined>;

/**
 * How the shop starts (SHOP_MODE): `demo`, the default, seeds the demo store into an empty database; `live` only
 * migrates, seeds nothing, and opens through the first-run setup (/admin/setup). Throws one line for any other value.
 */
export type ShopMode = "demo" | "live";

export function shopMode(env: Env = process.env): ShopMode {
  const mode = env.SHOP_MODE || "demo";
  if (mode !== "demo" && mode !== "live") throw new Error(`Invalid configuration: SHOP_MODE must be demo or live, not "${mode}"`);
  return mode;
}
