import { describe, expect, it } from "vitest";
import { activeTab, currentSlug, mobileHeaderMode, pageTitleFrom } from "./mobile-routes";

describe("active tab from the path", () => {
  it.each([
    ["/", "store"],
    ["/makineler", "store"],
    ["/search", "store"],
    ["/mobile/menu", "menu"],
    ["/mobile/my-cart", "my-cart"],
    ["/account/my-favorites", "my-favorites"],
    ["/mobile/my-account", "my-account"],
    ["/auth", "my-account"],
    ["/auth/sign-up", "my-account"],
    ["/account/my-orders", "my-account"],
    ["/account", "my-account"],
    ["/authors", "store"],
  ])("%s -> %s", (path, tab) => expect(activeTab(path)).toBe(tab));
});

describe("mobile header mode", () => {
  const main = ["/makineler", "/sarf-malzemeler"];
  it.each([
    ["/", "scroll"],
    ["/makineler", "scroll"],
    ["/makineler/", "scroll"],
    ["/sarf-malzemeler", "scroll"],
    ["/dijital-baski-makineleri", "inner"],
    ["/mobile/menu", "inner"],
    ["/account/my-orders", "inner"],
  ])("%s is in %s mode", (path, mode) => expect(mobileHeaderMode(path, main)).toBe(mode));
});

describe("current slug", () => {
  it("is the first path segment, decoded", () => {
    expect(currentSlug("/makineler")).toBe("makineler");
    expect(currentSlug("/uv-k%C3%BCrleme/alt")).toBe("uv-kürleme");
    expect(currentSlug("/")).toBe("");
  });
});

describe("page title for the inner-page header", () => {
  it("drops the site title template", () => {
    expect(pageTitleFrom("Sepetim - Lumora", "%s - Lumora")).toBe("Sepetim");
    expect(pageTitleFrom("Lumora", "%s - Lumora")).toBe("Lumora");
  });
});
