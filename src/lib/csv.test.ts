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

  it("neutralises a cell a spreadsheet would run as a formula, and reads it back as it was", () => {
    const hostile = ['=HYPERLINK("http://x")', "+cmd|' /C calc'!A0", "-2+3+cmd|x", "@SUM(A1)", "\tTAB", "\rCR", "'=already quoted"];
    const text = writeCsv([hostile]);
    const cells = text.slice(1, -2).split(";");
    for (const cell of cells) expect(cell.replace(/^"/, "")).toMatch(/^'/);
    expect(parseCsv(text)[0]!.fields).toEqual(hostile);
  });

  it("leaves plain numbers, signed ones included, and text that only contains the characters as they are", () => {
    const plain = ["-12,50", "+905321234567", "-1.234,56", "1=1", "a+b", "e-posta@ornek.com", "'alıntı"];
    const text = writeCsv([plain]);
    expect(text).toBe(`\uFEFF${plain.join(";")}\r\n`);
    expect(parseCsv(text)[0]!.fields).toEqual(plain);
  });
});
