import type http from "node:http";
import { describe, expect, it } from "vitest";
import { addressLimitKey, clientAddress, forwardedHeadersSettler, parseTrustProxy } from "./forwarded";

describe("TRUST_PROXY", () => {
  it("reads nothing as no proxy, digits as hops and a list as addresses, and refuses anything else", () => {
    expect(parseTrustProxy(undefined)).toEqual({ hops: 0 });
    expect(parseTrustProxy(" ")).toEqual({ hops: 0 });
    expect(parseTrustProxy("2")).toEqual({ hops: 2 });
    expect(parseTrustProxy("10.0.0.1, ::ffff:10.0.0.2,::1")).toEqual({ addresses: new Set(["10.0.0.1", "10.0.0.2", "::1"]) });
    expect(() => parseTrustProxy("10.0.0.1,proxy.local")).toThrow(/TRUST_PROXY: "proxy.local"/);
  });
});

describe("the client's address", () => {
  const none = parseTrustProxy("");
  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress("::ffff:198.51.100.7", "203.0.113.1, 203.0.113.2", none)).toBe("198.51.100.7");
    expect(clientAddress("198.51.100.7", undefined, none)).toBe("198.51.100.7");
  });

  it("counts trusted hops back from the socket, and stops at the first entry", () => {
    // The client wrote 6.6.6.6; the outer proxy appended the address it saw (203.0.113.9), the inner one its peer.
    const header = "6.6.6.6, 203.0.113.9, 10.0.0.1";
    expect(clientAddress("10.0.0.2", header, parseTrustProxy("1"))).toBe("10.0.0.1");
    expect(clientAddress("10.0.0.2", header, parseTrustProxy("2"))).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.2", header, parseTrustProxy("9"))).toBe("6.6.6.6");
  });

  it("skips listed proxies only, from the socket back", () => {
    const proxies = parseTrustProxy("10.0.0.1,10.0.0.2");
    expect(clientAddress("10.0.0.2", "6.6.6.6, 203.0.113.9, 10.0.0.1", proxies)).toBe("203.0.113.9");
    // A peer that is not a listed proxy is the client, whatever it forwards.
    expect(clientAddress("198.51.100.7", "6.6.6.6", proxies)).toBe("198.51.100.7");
  });
});

describe("settling the forwarded headers", () => {
  const request = (remoteAddress: string, headers: http.IncomingHttpHeaders) =>
    ({ headers: { ...headers }, socket: { remoteAddress } }) as unknown as http.IncomingMessage;
  const sent = {
    host: "127.0.0.1:4000",
    "x-forwarded-for": "6.6.6.6",
    "x-forwarded-host": "evil.example",
    "x-forwarded-proto": "https",
    "x-real-ip": "7.7.7.7",
    forwarded: "for=8.8.8.8",
  };

  it("ignores what a client that is no trusted proxy says about itself", () => {
    const req = request("198.51.100.7", sent);
    forwardedHeadersSettler(parseTrustProxy(undefined))(req);
    expect(req.headers).toEqual({
      host: "127.0.0.1:4000",
      "x-forwarded-for": "198.51.100.7",
      "x-forwarded-host": "127.0.0.1:4000",
      "x-forwarded-proto": "http",
    });
  });

  it("takes the host, scheme and client a trusted proxy names", () => {
    const req = request("10.0.0.1", sent);
    forwardedHeadersSettler(parseTrustProxy("10.0.0.1"))(req);
    expect(req.headers).toEqual({
      host: "127.0.0.1:4000",
      "x-forwarded-for": "6.6.6.6",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    });
  });
});

describe("the key an address limit counts a client by", () => {
  it("is an IPv6 client's /64, however the address is written", () => {
    const key = addressLimitKey("2001:db8:85a3:42::1");
    expect(key).toBe("2001:db8:85a3:42::/64");
    for (const same of ["2001:db8:85a3:42:ffff:ffff:ffff:ffff", "2001:0DB8:85A3:0042:1:2:3:4", "2001:db8:85a3:42::1%eth0"])
      expect(addressLimitKey(same)).toBe(key);
    expect(addressLimitKey("2001:db8:85a3:43::1")).not.toBe(key);
    // A short head with a long tail: the "::" stands for the groups in between.
    expect(addressLimitKey("2001::5:6:7:8:9:a")).toBe("2001:0:5:6::/64");
    expect(addressLimitKey("::1")).toBe("0:0:0:0::/64");
  });

  it("leaves an IPv4 address as it is and counts an IPv4-mapped IPv6 address as its IPv4 one", () => {
    expect(addressLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressLimitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressLimitKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(addressLimitKey("unknown")).toBe("unknown");
  });
});
