import { expect, test } from "@playwright/test";
import { rawExchange, serverPort } from "./support/raw-http";

/**
 * The guest page cache (docs/adr/0010, docs/SECURITY.md) against hand-made HTTP/1.1: requests that carry a body a
 * GET has no use for, malformed framing, pipelining, prefetch headers and a foreign Host. After each, guests asking
 * for the same and other URLs must get each URL's own page (its title and canonical link), from the cache.
 */

const PAGES = ["/", "/kurumsal/hakkimizda", "/makineler", "/contact"];
const BYPASS = { cookie: "e2e-no-cache=1" };

type Identity = { status: number; title?: string; canonical?: string };
const identify = async (res: Response): Promise<Identity> => {
  const html = await res.text();
  return {
    status: res.status,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
  };
};

const base = () => `http://127.0.0.1:${serverPort()}`;
const host = () => `localhost:${serverPort()}`;
const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: ${host()}\r\n\r\n`;
/** Each URL's page as Next.js renders it for this one request, past the cache (another cookie than consent). */
const expected = new Map<string, Identity>();

test.beforeAll(async () => {
  for (const path of PAGES) expected.set(path, await identify(await fetch(`${base()}${path}`, { headers: BYPASS })));
  for (const [path, page] of expected) expect(page, path).toMatchObject({ status: 200, title: expect.any(String) });
});

/** A guest's page for `path` is the page of `pagePath` (the path without its query), twice, the second from memory. */
async function expectGuestsServed(path: string, pagePath = path.split("?")[0]!) {
  const first = await fetch(`${base()}${path}`, { signal: AbortSignal.timeout(20_000) });
  expect(await identify(first), `${path} (first)`).toEqual(expected.get(pagePath));
  const second = await fetch(`${base()}${path}`, { signal: AbortSignal.timeout(20_000) });
  expect(second.headers.get("x-page-cache"), `${path} (second) from the cache`).toBe("hit");
  expect(await identify(second), `${path} (second)`).toEqual(expected.get(pagePath));
}

const attacks: [string, (n: number) => string[]][] = [
  [
    "a GET whose body is another request",
    (n) => {
      const inner = get(`/makineler?case=${n}`);
      return [`GET /?case=${n} HTTP/1.1\r\nHost: ${host()}\r\nContent-Length: ${inner.length}\r\n\r\n${inner}`];
    },
  ],
  [
    "a declared body that never comes",
    (n) => [`GET /kurumsal/hakkimizda?case=${n} HTTP/1.1\r\nHost: ${host()}\r\nContent-Length: 40\r\n\r\n`],
  ],
  [
    "a chunked GET",
    (n) => {
      const inner = get(`/makineler?case=${n}`);
      return [
        `GET /?case=${n} HTTP/1.1\r\nHost: ${host()}\r\nTransfer-Encoding: chunked\r\n\r\n${inner.length.toString(16)}\r\n${inner}\r\n0\r\n\r\n`,
      ];
    },
  ],
  [
    "Content-Length and Transfer-Encoding together",
    (n) => [
      `GET /kurumsal/hakkimizda?case=${n} HTTP/1.1\r\nHost: ${host()}\r\nContent-Length: 40\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    ],
  ],
  ["two Content-Lengths", (n) => [`GET /?case=${n} HTTP/1.1\r\nHost: ${host()}\r\nContent-Length: 0\r\nContent-Length: 40\r\n\r\n`]],
  [
    "a folded header line",
    (n) => [`GET /kurumsal/hakkimizda?case=${n} HTTP/1.1\r\nHost: ${host()}\r\nX-Note: a\r\n Content-Length: 40\r\n\r\n`],
  ],
  ["pipelined requests", (n) => [get(`/?case=${n}`) + get(`/kurumsal/hakkimizda?case=${n}`) + get(`/makineler?case=${n}`)]],
  [
    "prefetch headers",
    (n) => [
      `GET /kurumsal/hakkimizda?case=${n} HTTP/1.1\r\nHost: ${host()}\r\nPurpose: prefetch\r\nSec-Purpose: prefetch\r\nX-Middleware-Prefetch: 1\r\n\r\n`,
      `GET /?case=${n} HTTP/1.1\r\nHost: ${host()}\r\nX-Middleware-Prefetch: 1\r\n\r\n`,
    ],
  ],
  ["a foreign Host", (n) => [`GET /?case=${n} HTTP/1.1\r\nHost: evil.example\r\nX-Forwarded-Host: evil.example\r\n\r\n`]],
];

for (const [i, [name, request]] of attacks.entries()) {
  test(`after ${name}, guests get each URL's own page from the cache`, async () => {
    test.setTimeout(120_000);
    await rawExchange(serverPort(), request(i));
    for (const path of [`/?case=${i}`, `/kurumsal/hakkimizda?case=${i}`, `/makineler?case=${i}`, ...PAGES]) await expectGuestsServed(path);
  });
}

test("pipelined requests are answered in order, each with its own page", async () => {
  const paths = ["/kurumsal/hakkimizda?order=1", "/?order=1", "/makineler?order=1"];
  const last = `GET ${paths.at(-1)} HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`;
  const answer = await rawExchange(serverPort(), [paths.slice(0, -1).map(get).join("") + last], { waitMs: 20_000 });
  const titles = [...answer.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);
  expect(titles).toEqual(paths.map((p) => expected.get(p.split("?")[0]!)?.title));
});

test("a foreign Host does not reach the page: it is rendered for the shop's own address", async () => {
  const answer = await rawExchange(
    serverPort(),
    [`GET /kurumsal/hakkimizda?host=1 HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`],
    {
      waitMs: 10_000,
    },
  );
  expect(answer).toMatch(/^HTTP\/1\.1 200/);
  expect(answer).not.toContain("evil.example");
});
