import { describe, expect, it } from "vitest";
import { MAX_QUICK_ORDER_LINES } from "./quick-order-limits";
import { parseQuickOrderCsv, parseQuickOrderText } from "./quick-order-text";

describe("parseQuickOrderText", () => {
  it("reads a code and a quantity separated by a space, ';', ',' or a tab", () => {
    const parsed = parseQuickOrderText("LMR-001 5\nLMR-002;3\r\nLMR-003,12\nLMR-004\t7\n  LMR-005 ; 2  ");
    expect(parsed.lines).toEqual([
      { code: "LMR-001", quantity: 5 },
      { code: "LMR-002", quantity: 3 },
      { code: "LMR-003", quantity: 12 },
      { code: "LMR-004", quantity: 7 },
      { code: "LMR-005", quantity: 2 },
    ]);
    expect(parsed.unread).toEqual([]);
    expect(parsed.tooMany).toBe(false);
  });

  it("takes a code alone for one unit and skips blank lines", () => {
    expect(parseQuickOrderText("\n  \nLMR-001\n\n").lines).toEqual([{ code: "LMR-001", quantity: 1 }]);
  });

  it("reports the lines it cannot read with their line numbers", () => {
    const parsed = parseQuickOrderText("LMR-001 5\nLMR-002 beş\nLMR-003 0\nLMR-004 2 adet\nLMR-005 -1");
    expect(parsed.lines).toEqual([{ code: "LMR-001", quantity: 5 }]);
    expect(parsed.unread).toEqual([
      { line: 2, text: "LMR-002 beş" },
      { line: 3, text: "LMR-003 0" },
      { line: 4, text: "LMR-004 2 adet" },
      { line: 5, text: "LMR-005 -1" },
    ]);
  });

  it("says when there are more lines than one quick order takes", () => {
    const text = (n: number) => Array.from({ length: n }, (_, i) => `K${i} 1`).join("\n");
    expect(parseQuickOrderText(text(MAX_QUICK_ORDER_LINES)).tooMany).toBe(false);
    expect(parseQuickOrderText(text(MAX_QUICK_ORDER_LINES + 1)).tooMany).toBe(true);
  });
});

describe("parseQuickOrderCsv", () => {
  it("reads ';' files with a header row, and quoted fields", () => {
    const parsed = parseQuickOrderCsv('\uFEFFÜrün kodu;Adet\r\nLMR-001;5\r\n"LMR;002";2\r\n');
    expect(parsed.lines).toEqual([
      { code: "LMR-001", quantity: 5 },
      { code: "LMR;002", quantity: 2 },
    ]);
    expect(parsed.unread).toEqual([]);
  });

  it("reads ',' files without a header and reports a bad row", () => {
    const parsed = parseQuickOrderCsv("LMR-001,5\nLMR-002,x\nLMR-003");
    expect(parsed.lines).toEqual([
      { code: "LMR-001", quantity: 5 },
      { code: "LMR-003", quantity: 1 },
    ]);
    expect(parsed.unread).toEqual([{ line: 2, text: "LMR-002,x" }]);
  });
});
