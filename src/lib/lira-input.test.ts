import { describe, expect, it } from "vitest";
import { liraInputValue, parseLiraInput } from "./lira-input";

describe("parseLiraInput", () => {
  it("reads Turkish decimals and thousands dots", () => {
    expect(parseLiraInput("1.234,56")).toBe(123456);
    expect(parseLiraInput("1234,5")).toBe(123450);
    expect(parseLiraInput(" 12 TL")).toBe(1200);
    expect(parseLiraInput("0,07")).toBe(7);
  });

  it("refuses what is not an amount", () => {
    for (const bad of ["", "abc", "12.34", "1,234", "-5", "1.23,4", "12,345"]) expect(parseLiraInput(bad)).toBeNull();
  });

  it("parses its own editable form back", () => {
    for (const k of [0, 7, 123456, 99999999]) expect(parseLiraInput(liraInputValue(k))).toBe(k);
  });
});
