import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createFrontDoor } from "./index";

let server: http.Server | undefined;
afterEach(() => server?.close());

describe("front door", () => {
  it("answers a path that does not decode 400 with the envelope, before Next.js or the page cache see it", async () => {
    const door = createFrontDoor();
    server = http.createServer((req, res) => door(req, res, () => res.writeHead(299).end("next")));
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const path of ["/%E0%A4%A", "/blog/%C0%AF", "/api/cart/%", "/%C0%AF?q=1"]) {
      const res = await fetch(`${base}${path}`, { method: path.startsWith("/api/") ? "POST" : "GET" });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({ code: "invalid_path", message: expect.stringMatching(/adres/) });
    }
    // A path that decodes (even to a "%") goes on.
    expect((await fetch(`${base}/media/%25E0%25A4`, { headers: { cookie: "a=b" } })).status).toBe(299);
  });
});
