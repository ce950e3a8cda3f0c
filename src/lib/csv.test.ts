import { describe, expect, it } from "vitest";
import { parseCsv, writeCsv } from "./csv";

describe("csv", () => {
  it("round-trips delimiters, quotes, line breaks and Turkish letters", () => {
    const rows = [
      ["kod", "ad", "fiyat"],
      ["A;1", 'Mürekkep "UV" İnce', "1.234,56"],
      ["B2", "iki\nsatır", ""],
    ];
    const text = writeCsv(rows);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(parseCsv(text).map((r) => r.fields)).toEqual(rows);
  });

  it("numbers rows by the line they start on, counting line breaks inside quotes", () => {
    const parsed = parseCsv('a;b\r\n"x\ny";1\n\nz;2\n');
    expect(parsed.map((r) => r.line)).toEqual([1, 2, 5]);
    expect(parsed[2]!.fields).toEqual(["z", "2"]);
  });

  it("keeps empty fields and a last row without a line end", () => {
    expect(parseCsv(";;\nq;;w").map((r) => r.fields)).toEqual([
      ["", "", ""],
      ["q", "", "w"],
    ]);
  });

  it("accepts another delimiter", () => {
    expect(parseCsv('a,"b,c"', ",")[0]!.fields).toEqual(["a", "b,c"]);
  });
});
