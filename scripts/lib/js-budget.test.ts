import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  type Budgets,
  checkHtml,
  checkImages,
  checkJsBudgets,
  firstLoadBytes,
  type MeasuredImage,
  parseBudgets,
  routeFor,
} from "./js-budget";

const kb = (n: number) => n * 1024;
const framework = [
  { url: "/_next/static/chunks/webpack.js", gzipBytes: kb(2) },
  { url: "/_next/static/chunks/framework.js", gzipBytes: kb(60) },
  { url: "/_next/static/chunks/main-app.js", gzipBytes: kb(38) },
];
const budgets: Budgets = {
  floorPath: "/floor",
  floorRatioTarget: 1.25,
  routes: [
    { route: "/", maxFirstLoadKb: 120 },
    { route: "/search", maxFirstLoadKb: 130 },
    { route: "/[slug]", maxFirstLoadKb: 125 },
    { route: "/blog/[slug]", maxFirstLoadKb: 110 },
  ],
  html: { maxKb: 100 },
  images: { maxBytes: kb(40) },
};
const page = (path: string, extraKb: number[]) => ({
  path,
  chunks: [...framework, ...extraKb.map((n, i) => ({ url: `/_next/static/chunks/${path}-${i}.js`, gzipBytes: kb(n) }))],
});

describe("first-load JS", () => {
  it("counts a chunk the HTML references twice once", () => {
    expect(firstLoadBytes([...framework, framework[1] as (typeof framework)[number]])).toBe(kb(100));
  });

  it("picks the most specific route: a literal segment wins over a parameter", () => {
    expect(routeFor("/search?query=uv", budgets.routes)?.route).toBe("/search");
    expect(routeFor("/makineler", budgets.routes)?.route).toBe("/[slug]");
    expect(routeFor("/blog/uv-kurleme-rehberi", budgets.routes)?.route).toBe("/blog/[slug]");
    expect(routeFor("/", budgets.routes)?.route).toBe("/");
    expect(routeFor("/a/b/c", budgets.routes)).toBeNull();
  });
});

describe("checkJsBudgets", () => {
  it("passes pages under their budgets and reports each one's ratio to the floor", () => {
    const { violations, reports } = checkJsBudgets([page("/floor", []), page("/", [15]), page("/makineler", [20])], budgets);
    expect(violations).toEqual([]);
    expect(reports.map((r) => [r.path, r.route, r.floorRatio])).toEqual([
      ["/", "/", 1.15],
      ["/makineler", "/[slug]", 1.2],
    ]);
  });

  it("fails a route whose JavaScript grew past its budget, naming the route and the sizes", () => {
    const { violations } = checkJsBudgets([page("/floor", []), page("/", [10, 10.5]), page("/makineler", [10])], budgets);
    expect(violations).toEqual([{ path: "/", message: "first-load JS 120.5 kB gzip exceeds the / budget of 120 kB" }]);
  });

  it("fails a page over the floor-ratio target even within its route's budget", () => {
    const { violations } = checkJsBudgets([page("/floor", []), page("/search?query=uv", [26])], budgets);
    expect(violations).toEqual([
      { path: "/search?query=uv", message: "first-load JS is 1.26 × the framework floor, over the target of 1.25 ×" },
    ]);
  });

  it("fails a page no budget covers rather than skipping it", () => {
    const { violations } = checkJsBudgets([page("/hesabim/siparisler", [])], budgets);
    expect(violations.map((v) => v.message)).toEqual(["no JavaScript budget matches this path in budgets.json"]);
  });

  it("fails a page where no script was found: an empty measurement must not pass", () => {
    const { violations } = checkJsBudgets([{ path: "/", chunks: [] }], budgets);
    expect(violations.map((v) => v.message)).toEqual(["no script chunks found: the measurement is broken"]);
  });
});

describe("checkImages", () => {
  const image = (over: Partial<MeasuredImage>): MeasuredImage => ({
    src: "/media/p.webp",
    bytes: kb(12),
    hasWidth: true,
    hasHeight: true,
    fill: false,
    ...over,
  });

  it("passes sized images within the byte budget, and fill images in a sized box", () => {
    expect(checkImages("/", [image({}), image({ hasWidth: false, hasHeight: false, fill: true })], budgets)).toEqual([]);
  });

  it("fails an image without width and height, and one over the byte budget", () => {
    const violations = checkImages("/", [image({ src: "/a.png", hasHeight: false }), image({ src: "/b.png", bytes: kb(41) })], budgets);
    expect(violations.map((v) => v.message)).toEqual([
      '<img src="/a.png"> has no width and height: it shifts the layout when it loads',
      "/b.png weighs 41.0 kB, over the 40.0 kB image budget",
    ]);
  });
});

describe("checkHtml", () => {
  it("passes a page at the HTML budget and fails one a byte over it, naming the sizes", () => {
    expect(checkHtml("/", kb(100), budgets)).toEqual([]);
    expect(checkHtml("/makineler", kb(100) + 1, budgets)).toEqual([
      { path: "/makineler", message: "HTML 100.0 kB (uncompressed) exceeds the budget of 100 kB" },
    ]);
    expect(checkHtml("/", kb(307), budgets).map((v) => v.message)).toEqual(["HTML 307.0 kB (uncompressed) exceeds the budget of 100 kB"]);
  });

  it("fails an empty document: a broken measurement must not pass", () => {
    expect(checkHtml("/", 0, budgets).map((v) => v.message)).toEqual(["the HTML is empty: the measurement is broken"]);
  });
});

describe("budgets.json", () => {
  it("is well formed and budgets every page the budget check measures", () => {
    const file = parseBudgets(JSON.parse(readFileSync("budgets.json", "utf8")));
    for (const path of ["/", "/makineler", "/search?query=uv", "/blog/any-post"]) expect(routeFor(path, file.routes)).not.toBeNull();
  });

  it("rejects a malformed file instead of checking nothing", () => {
    const valid = {
      floorPath: "/floor",
      floorRatioTarget: 1.25,
      routes: [{ route: "/", maxFirstLoadKb: 1 }],
      html: { maxKb: 1 },
      images: { maxBytes: 1 },
    };
    expect(() => parseBudgets(valid)).not.toThrow();
    expect(() => parseBudgets({ ...valid, routes: [] })).toThrow();
    const { html: _, ...withoutHtml } = valid;
    expect(() => parseBudgets(withoutHtml)).toThrow();
  });
});
