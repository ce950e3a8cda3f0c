import { describe, expect, it } from "vitest";
import { highlightSegments } from "./highlight";

const marked = (text: string, query: string) =>
  highlightSegments(text, query)
    .filter((s) => s.match)
    .map((s) => s.text);

describe("highlighting the query in a result", () => {
  it("marks Turkish letters matched by their plain forms and capitals", () => {
    expect(marked("Işık Kutusu", "isik")).toEqual(["Işık"]);
    expect(marked("İNKJET Mürekkep", "inkjet murek")).toEqual(["İNKJET", "Mürek"]);
  });

  it("marks only word starts", () => {
    expect(marked("Kafa Kablosu Bakafa", "kafa")).toEqual(["Kafa"]);
  });

  it("marks the parts of a code typed with or without the dash", () => {
    expect(marked("UV-1200 Ünite", "uv-12")).toEqual(["UV", "12"]);
  });

  it("keeps every character of the original text, in order", () => {
    const text = "Eko Solvent Yazıcı — 160 cm";
    expect(
      highlightSegments(text, "yazıcı 16")
        .map((s) => s.text)
        .join(""),
    ).toBe(text);
  });

  it("leaves the text alone when nothing matches", () => {
    expect(highlightSegments("Laminasyon", "xyz")).toEqual([{ text: "Laminasyon", match: false }]);
  });
});
