import { createHmac, randomBytes } from "node:crypto";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 (no padding needed), as an authenticator app reads the secret of an otpauth:// URI. */
function base32Decode(text: string): Buffer {
  let bits = "";
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => Number.parseInt(b, 2)));
}

/** A new random TOTP secret in base32: 160 bits, the size RFC 4226 recommends. */
export const base32Secret = () =>
  [...randomBytes(20)]
    .map((byte) => byte.toString(2).padStart(8, "0"))
    .join("")
    .match(/.{5}/g)!
    .map((bits) => BASE32[Number.parseInt(bits, 2)])
    .join("");

/** The base32 secret of an otpauth:// URI. */
export const totpSecretOf = (uri: string) => new URL(uri).searchParams.get("secret") ?? "";

/**
 * The current code of a TOTP secret, as an authenticator app computes it (RFC 6238: HMAC-SHA1 of the 30-second
 * step, dynamic truncation, 6 digits), written here from the RFC so a test does not check the server with itself.
 */
export function totpCode(base32Secret: string, at = Date.now()): string {
  const step = Buffer.alloc(8);
  step.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac("sha1", base32Decode(base32Secret)).update(step).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, "0");
}
