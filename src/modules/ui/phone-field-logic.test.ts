import { describe, expect, it } from "vitest";
import { formatPhoneMask } from "@/lib/phone";
import { applyPhoneEdit, caretAfterDigits } from "./phone-field-logic";

const masked = (digits: string) => formatPhoneMask("+90", digits);

/** Simulates typing `insert` at `at` in the masked text of `digits`, as the browser would. */
function type(digits: string, at: number, insert: string) {
  const text = masked(digits);
  return applyPhoneEdit(
    digits,
    { text: text.slice(0, at) + insert + text.slice(at), caret: at + insert.length, inputType: "insertText" },
    "+90",
  );
}

/** Simulates Backspace with the caret at `at`. */
function backspace(digits: string, at: number) {
  const text = masked(digits);
  return applyPhoneEdit(digits, { text: text.slice(0, at - 1) + text.slice(at), caret: at - 1, inputType: "deleteContentBackward" }, "+90");
}

describe("caretAfterDigits", () => {
  it("puts the caret on the slot of the next digit, or at the end", () => {
    expect(caretAfterDigits("+90", 0)).toBe("+90 (".length);
    expect(caretAfterDigits("+90", 3)).toBe("+90 (532) ".length);
    expect(caretAfterDigits("+90", 4)).toBe("+90 (532) 1".length);
    expect(caretAfterDigits("+90", 10)).toBe("+90 (532) 123-45-67".length);
    expect(caretAfterDigits("+994", 1)).toBe("+994 (5".length);
    expect(caretAfterDigits("+90", 6)).toBe("+90 (532) 123-".length);
  });
});

describe("applyPhoneEdit", () => {
  it("fills the mask digit by digit from the first slot", () => {
    let digits = "";
    for (const d of "5321234567") digits = type(digits, caretAfterDigits("+90", digits.length), d).digits;
    expect(digits).toBe("5321234567");
    expect(masked(digits)).toBe("+90 (532) 123-45-67");
  });

  it("moves the caret past the typed digit", () => {
    expect(type("532", caretAfterDigits("+90", 3), "1")).toEqual({ digits: "5321", caret: "+90 (532) 1".length });
  });

  it("ignores letters and an eleventh digit", () => {
    expect(type("532", caretAfterDigits("+90", 3), "a").digits).toBe("532");
    expect(type("5321234567", masked("5321234567").length, "8").digits).toBe("5321234567");
  });

  it("drops a leading trunk 0, the way Turkish numbers are usually typed", () => {
    expect(type("", caretAfterDigits("+90", 0), "0").digits).toBe("");
  });

  it("deletes the digit before the caret with Backspace", () => {
    expect(backspace("5321", "+90 (532) 1".length)).toEqual({ digits: "532", caret: "+90 (532) ".length });
  });

  it("deletes the digit before a bracket, dash or slot instead of the bracket", () => {
    expect(backspace("5321", "+90 (532) ".length).digits).toBe("531");
    expect(backspace("5321", masked("5321").length).digits).toBe("532");
    expect(backspace("532123", "+90 (532) 123-".length).digits).toBe("53212");
  });

  it("deletes the digit after a literal with the Delete key", () => {
    const text = masked("5321");
    const at = "+90 (532".length;
    const res = applyPhoneEdit(
      "5321",
      { text: text.slice(0, at) + text.slice(at + 1), caret: at, inputType: "deleteContentForward" },
      "+90",
    );
    expect(res.digits).toBe("532");
  });

  it("empties the number when the last digit goes", () => {
    expect(backspace("5", "+90 (5".length).digits).toBe("");
  });

  it("reads a pasted number that replaced the whole text", () => {
    for (const pasted of ["+90 532 123 45 67", "05321234567", "532 123 45 67", "+905321234567"]) {
      expect(applyPhoneEdit("", { text: pasted, caret: pasted.length, inputType: "insertFromPaste" }, "+90").digits).toBe("5321234567");
    }
  });

  it("refuses edits of the dial code inside the mask", () => {
    const text = masked("532").replace("+90", "+9");
    expect(applyPhoneEdit("532", { text, caret: 2, inputType: "deleteContentBackward" }, "+90").digits).toBe("532");
  });
});
