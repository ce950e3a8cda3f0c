import { describe, expect, it } from "vitest";
import { byWidth } from "./product-card-view";

describe("the card photo's candidates", () => {
  it("lists next/image's 1× and 2× files by their width, so the card's size picks one", () => {
    const srcSet = "/_next/image?url=%2Fmedia%2Fa.webp&w=384&q=75 1x, /_next/image?url=%2Fmedia%2Fa.webp&w=640&q=75 2x";
    expect(byWidth(srcSet)).toBe("/_next/image?url=%2Fmedia%2Fa.webp&w=384&q=75 384w, /_next/image?url=%2Fmedia%2Fa.webp&w=640&q=75 640w");
  });

  it("leaves an unoptimised photo (no candidates) alone", () => {
    expect(byWidth(undefined)).toBeUndefined();
  });
});
