import type http from "node:http";
import net from "node:net";

/**
 * Which proxies in front of the server may speak for the client (TRUST_PROXY): none (the default: the socket's
 * peer is the client), a number of hops, or the proxies' addresses. No "server-only" import: scripts/serve.ts
 * loads this file itself.
 */
export type TrustProxy = { hops: number } | { addresses: ReadonlySet<string> };

/** Reads TRUST_PROXY: empty for none, "2" for two hops, "10.0.0.1,10.0.0.2" for those proxies. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? "";
  if (text === "") return { hops: 0 };
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const addresses = text.split(",").map((a) => a.trim());
  const wrong = addresses.find((a) => net.isIP(a) === 0);
  if (wrong !== undefined) throw new Error(`TRUST_PROXY: "${wrong}" is neither a number of proxies nor an IP address`);
  return { addresses: new Set(addresses.map(plain)) };
}

/** An IPv4 address the socket reports in IPv6 form ("::ffff:10.0.0.1") as the IPv4 one. */
const plain = (address: string) => (address.startsWith("::ffff:") && net.isIPv4(address.slice(7)) ? address.slice(7) : address);

/** An IPv6 address's eight 16-bit groups; an IPv4 tail ("::ffff:1.2.3.4") is two of them. */
function ipv6Groups(address: string): number[] {
  const groupsOf = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!net.isIPv4(group)) return [Number.parseInt(group, 16)];
          const [a, b, c, d] = group.split(".").map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = "", tail] = address.split("::");
  if (tail === undefined) return groupsOf(head);
  const left = groupsOf(head);
  const right = groupsOf(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The client's address as the address limits count it: an IPv4 address as it is (an IPv4-mapped IPv6 one as its
 * IPv4 address), an IPv6 address by its /64, since one line or host is given a whole /64 to pick addresses from.
 */
export function addressLimitKey(address: string): string {
  const bare = address.split("%")[0] as string;
  if (!net.isIPv6(bare)) return address;
  const groups = ipv6Groups(bare.toLowerCase());
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

const entries = (header: string | string[] | undefined) =>
  (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");

const trusts = (trust: TrustProxy, address: string) => ("hops" in trust ? trust.hops > 0 : trust.addresses.has(address));

/**
 * The client's address: from the socket's peer back through X-Forwarded-For, past the trusted proxies only.
 * Whatever a client writes into the header itself sits before the first untrusted hop and is never read.
 */
export function clientAddress(socketAddress: string, forwardedFor: string | string[] | undefined, trust: TrustProxy): string {
  const chain = [...entries(forwardedFor).map(plain), plain(socketAddress)];
  let i = chain.length - 1;
  if ("hops" in trust) i = Math.max(0, i - trust.hops);
  else while (i > 0 && trust.addresses.has(chain[i] as string)) i--;
  return chain[i] as string;
}

/**
 * Settles, once per request and before anything reads them, the headers that say who and where the client is:
 * X-Forwarded-For becomes the one trusted client address, X-Forwarded-Host and X-Forwarded-Proto are the
 * proxy's only when the socket's peer is a trusted proxy (else this request's Host and scheme), and X-Real-IP
 * and Forwarded, which a client can set, are dropped. Next.js, Better Auth, the origin check and the rate
 * limits then all read the same values.
 */
export function forwardedHeadersSettler(trust: TrustProxy) {
  return (req: http.IncomingMessage) => {
    const headers = req.headers;
    const peer = plain(req.socket.remoteAddress ?? "");
    const viaProxy = peer !== "" && trusts(trust, peer);
    const host = (viaProxy && entries(headers["x-forwarded-host"]).at(-1)) || headers.host;
    const proto = (viaProxy && entries(headers["x-forwarded-proto"]).at(-1)) || ("encrypted" in req.socket ? "https" : "http");
    headers["x-forwarded-for"] = clientAddress(peer, headers["x-forwarded-for"], trust);
    if (host) headers["x-forwarded-host"] = host;
    else delete headers["x-forwarded-host"];
    headers["x-forwarded-proto"] = proto;
    delete headers["x-real-ip"];
    delete headers.forwarded;
  };
}
