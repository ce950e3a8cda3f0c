import { describe, expect, it } from "vitest";
import { VISIBLE_OPTIONS, visibleOptions } from "./facet-options";

const option = (value: string, count: number, selected = false) => ({ value, count, selected });
const values = (options: { value: string }[]) => options.map((o) => o.value);

describe("visibleOptions", () => {
  it("shows a group of up to eight options whole", () => {
    const options = Array.from({ length: VISIBLE_OPTIONS }, (_, i) => option(`v${i}`, i));
    expect(visibleOptions(options)).toEqual(options);
  });

  it("keeps the options with the most products, in the group's own order", () => {
    const options = [option("a", 1), option("b", 9), option("c", 3), option("d", 7), option("e", 2)];
    expect(values(visibleOptions(options, 3))).toEqual(["b", "c", "d"]);
  });

  it("on a tie keeps the earlier option", () => {
    const options = [option("a", 5), option("b", 5), option("c", 5)];
    expect(values(visibleOptions(options, 2))).toEqual(["a", "b"]);
  });

  it("always shows the chosen options, even those with few products", () => {
    const options = [option("a", 0, true), option("b", 9), option("c", 3), option("d", 1, true), option("e", 7)];
    expect(values(visibleOptions(options, 2))).toEqual(["a", "b", "d", "e"]);
  });
});
