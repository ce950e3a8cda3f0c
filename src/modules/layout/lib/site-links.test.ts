import { describe, expect, it } from "vitest";
import { accountLinks, footerColumns, signInHref, telHref, topBarLinks } from "./site-links";

describe("shell links", () => {
  it("sends a guest to sign in and back to the page they were on", () => {
    expect(signInHref("/")).toBe("/auth");
    expect(signInHref("/account/my-orders")).toBe("/auth?redirect=%2Faccount%2Fmy-orders");
    expect(signInHref("/uv-flatbed-yazicilar", "favorite")).toBe("/auth?redirect=%2Fuv-flatbed-yazicilar&reason=favorite");
    expect(signInHref("/", "review")).toBe("/auth?reason=review");
  });

  it("dials the configured phone number", () => {
    expect(telHref("+90 212 555 01 23")).toBe("tel:+902125550123");
  });

  it("points every fixed link at a path of this shop, the application examples and news entries included", () => {
    const all = [...topBarLinks, ...accountLinks, ...footerColumns.flatMap((c) => c.links)];
    for (const link of all) expect(link.href).toMatch(/^\/[a-z]/);
    const portal = footerColumns.find((c) => c.key === "portal")!.links;
    expect(portal).toEqual(
      expect.arrayContaining([
        { key: "applicationExamples", href: "/uygulama-ornekleri" },
        { key: "news", href: "/haberler" },
      ]),
    );
    expect(footerColumns.map((c) => c.key)).toEqual(["corporate", "products", "portal", "forms", "legal"]);
  });
});
