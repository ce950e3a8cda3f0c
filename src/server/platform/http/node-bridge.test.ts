import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { afterEach, expect, it } from "vitest";
import type { ApiError } from "./errors";
import { forwardedHeadersSettler, parseTrustProxy } from "./forwarded";
import { sendAnswer, sendWebResponse, toApiRequest, toWebRequest } from "./node-bridge";

let server: http.Server | undefined;
afterEach(() => server?.close());
/** As scripts/serve.ts does before the bridge, trusting no proxy. */
const settle = forwardedHeadersSettler(parseTrustProxy(undefined));

/** Echoes what a route handler would see, through the bridge both ways. */
async function echoServer() {
  server = http.createServer(async (req, res) => {
    settle(req);
    const request = toWebRequest(req);
    const body = request.body ? await request.text() : "";
    const seen = { path: new URL(request.url).pathname, forwardedFor: request.headers.get("x-forwarded-for"), body };
    await sendWebResponse(res, Response.json(seen, { headers: { "set-cookie": "a=1" } }), { "x-extra": "yes" });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** A raw request, so that headers a client library would refuse can be sent. */
function raw(port: number, text: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.end(text));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

it("passes method, path, body and the socket's address in, and status, headers and cookies out", async () => {
  const port = await echoServer();
  const res = await fetch(`http://127.0.0.1:${port}/api/x?q=1`, { method: "POST", body: '{"a":1}' });
  expect(res.headers.get("x-extra")).toBe("yes");
  expect(res.headers.getSetCookie()).toEqual(["a=1"]);
  expect(await res.json()).toEqual({ path: "/api/x", forwardedFor: "127.0.0.1", body: '{"a":1}' });
});

it("names the socket's address over a forwarded-for the client sent, and reads a request whose Host is no host name", async () => {
  const port = await echoServer();
  const answer = await raw(port, "GET /api/y HTTP/1.1\r\nHost: a b\r\nX-Forwarded-For: 10.0.0.9\r\nConnection: close\r\n\r\n");
  expect(answer).toMatch(/^HTTP\/1\.1 200/);
  expect(answer).toContain('"path":"/api/y"');
  expect(answer).toContain('"forwardedFor":"127.0.0.1"');
});

/** Reads the body as `apiRoute` does in the front door, within 16 bytes, and answers what it read or the error. */
async function apiServer() {
  server = http.createServer(async (req, res) => {
    settle(req);
    const request = toApiRequest(req);
    try {
      const body = await request.text(16);
      await sendAnswer(
        res,
        { status: 200, headers: {}, json: JSON.stringify({ path: request.path, body, ip: request.headers.get("x-forwarded-for") }) },
        { "x-extra": "yes" },
      );
    } catch (error) {
      await sendAnswer(res, { status: (error as ApiError).status, headers: {}, json: JSON.stringify({ code: (error as ApiError).code }) });
    }
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

it("reads an API request's body straight from the socket and writes its JSON answer", async () => {
  const port = await apiServer();
  const res = await fetch(`http://127.0.0.1:${port}/api/x?q=1`, { method: "POST", body: '{"q":"ışık"}' });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/json");
  expect(res.headers.get("x-extra")).toBe("yes");
  const text = await res.text();
  expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
  expect(JSON.parse(text)).toEqual({ path: "/api/x", body: '{"q":"ışık"}', ip: "127.0.0.1" });
});

it("answers 413 to a body over the limit, declared or not, on a connection that stays usable", async () => {
  const port = await apiServer();
  const declared = await fetch(`http://127.0.0.1:${port}/`, { method: "POST", body: "x".repeat(17) });
  expect([declared.status, await declared.json()]).toEqual([413, { code: "payload_too_large" }]);
  // Chunked, so no Content-Length tells: the limit is found while reading, and the rest is discarded.
  const chunked = (path: string, body: string, extra = "") =>
    `POST ${path} HTTP/1.1\r\nHost: x\r\n${extra}Transfer-Encoding: chunked\r\n\r\n${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`;
  const answer = await raw(port, chunked("/", "y".repeat(4000)) + chunked("/again", "yyy", "Connection: close\r\n"));
  expect(answer).toMatch(/^HTTP\/1\.1 413/);
  expect(answer).toContain('"path":"/again","body":"yyy"');
});
