import type http from "node:http";
import { describe, expect, it } from "vitest";
import { renderHeaders, renderInProcess } from "./render-in-process";

const site = { host: "lumora.example", consentCookie: "consent" };

describe("renderInProcess", () => {
  it("hands Next.js a request with the URL, the site's Host and the consent cookie only", async () => {
    const seen: http.IncomingMessage[] = [];
    const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
      seen.push(req);
      res.writeHead(200, { "content-type": "text/html" }).end(`<p>${req.url}</p>`);
    };
    const render = renderInProcess(site);
    const first = await render({ url: "/about?x=1", consent: "accepted" }, handler, AbortSignal.timeout(1000));
    const second = await render({ url: "/", consent: "" }, handler, AbortSignal.timeout(1000));
    expect([first.status, first.body.toString(), second.body.toString()]).toEqual([200, "<p>/about?x=1</p>", "<p>/</p>"]);
    expect(seen.map((req) => [req.method, req.url, req.headers.host, req.headers.cookie])).toEqual([
      ["GET", "/about?x=1", "lumora.example", "consent=accepted"],
      ["GET", "/", "lumora.example", undefined],
    ]);
    for (const req of seen) {
      expect(Object.keys(req.headers).sort()).toEqual(expect.arrayContaining(["host", "accept"]));
      for (const name of ["content-length", "transfer-encoding", "x-forwarded-for", "user-agent", "purpose", "x-middleware-prefetch"])
        expect(req.headers[name], name).toBeUndefined();
    }
  });

  it("gives up when the signal aborts, before or during the answer, and closes the connection", async () => {
    const render = renderInProcess(site);
    const sockets: { destroyed: boolean }[] = [];
    const never = (req: http.IncomingMessage) => void sockets.push(req.socket);
    const halfway = (req: http.IncomingMessage, res: http.ServerResponse) => {
      sockets.push(req.socket);
      res.writeHead(200, { "content-type": "text/html" }).write("<p>");
    };
    await expect(render({ url: "/slow", consent: "" }, never, AbortSignal.timeout(50))).rejects.toThrow();
    await expect(render({ url: "/slow", consent: "" }, halfway, AbortSignal.timeout(50))).rejects.toThrow();
    expect(sockets.map((s) => s.destroyed)).toEqual([true, true]);
  });
});

describe("renderHeaders", () => {
  it("allows Host, Accept and the consent cookie, and nothing else", () => {
    expect(renderHeaders({ url: "/", consent: "rejected" }, site)).toEqual({
      host: "lumora.example",
      accept: "text/html",
      cookie: "consent=rejected",
    });
    expect(renderHeaders({ url: "/", consent: "" }, site)).toEqual({ host: "lumora.example", accept: "text/html" });
  });
});
