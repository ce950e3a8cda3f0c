import { describe, expect, it } from "vitest";
import { compactIban, isTurkishIban } from "./iban";

describe("Turkish IBANs", () => {
  it("accepts a valid one, written with or without spaces", () => {
    expect(isTurkishIban("TR33 0006 1005 1978 6457 8413 26")).toBe(true);
    expect(isTurkishIban("tr330006100519786457841326")).toBe(true);
    expect(compactIban("TR33 0006 1005 1978 6457 8413 26")).toBe("TR330006100519786457841326");
  });

  it("refuses a wrong check digit, a wrong length, letters in the account part and other countries", () => {
    expect(isTurkishIban("TR34 0006 1005 1978 6457 8413 26")).toBe(false);
    expect(isTurkishIban("TR33 0006 1005 1978 6457 8413 2")).toBe(false);
    expect(isTurkishIban("TR33 0006 1005 1978 6457 8413 2A")).toBe(false);
    expect(isTurkishIban("DE89 3704 0044 0532 0130 00")).toBe(false);
  });
});
