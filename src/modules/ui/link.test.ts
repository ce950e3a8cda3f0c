import NextLink from "next/link";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import nextConfig from "../../../next.config";
import Link from "./link";

type Props = Parameters<typeof Link>[0];

const cases: Props[] = [
  { href: "/", children: "Ana sayfa" },
  { href: "/makineler?brand=lumora&page=2", className: "underline", "aria-current": "page", children: "Sayfa 2" },
  { href: "/makineler?more=a.Kafa+say%C4%B1s%C4%B1#facet-4", rel: "nofollow", scroll: false, prefetch: false, children: "Tümü" },
  { href: "/urun/", replace: true, children: "Sondaki eğik çizgi" },
  { href: "/urun/?renk=mavi#yorumlar", children: "Sorgulu, sondaki eğik çizgi" },
  { href: "/?sayfa=2", children: "Ana sayfa, sorgulu" },
  { href: "#yorumlar", children: "Bu sayfada" },
  { href: "https://example.com/katalog.pdf", target: "_blank", rel: "noopener", children: "Katalog" },
];

describe("the shop's link in a server render", () => {
  it.each(cases)("writes the anchor Next.js's Link writes for $href", (props) => {
    expect(renderToStaticMarkup(createElement(Link, props))).toBe(renderToStaticMarkup(createElement(NextLink, props)));
  });
});

describe("the site's paths, as the server render writes them", () => {
  it("has no base path and no trailing slash rule to follow", () => {
    // The server render writes an href without either; setting one needs linkHref to follow it.
    expect(nextConfig.basePath).toBeUndefined();
    expect(nextConfig.trailingSlash).toBeUndefined();
  });
});
