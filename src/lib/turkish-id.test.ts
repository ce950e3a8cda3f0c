import { describe, expect, it } from "vitest";
import { isValidTaxNumber, isValidTcKimlikNo } from "./turkish-id";

describe("isValidTcKimlikNo", () => {
  it.each(["10000000146", "17291716060"])("accepts %s", (id) => {
    expect(isValidTcKimlikNo(id)).toBe(true);
  });

  it.each([
    ["17291716050", "wrong tenth digit"],
    ["17291716061", "wrong eleventh digit"],
    ["10000000147", "wrong eleventh digit"],
    ["10000000157", "wrong tenth digit with a matching eleventh"],
    ["07291716092", "leading zero"],
    ["1729171606", "10 digits"],
    ["172917160600", "12 digits"],
    ["1729171606a", "a letter"],
    [" 17291716060", "leading space"],
    ["", "empty"],
  ])("rejects %j (%s)", (id) => {
    expect(isValidTcKimlikNo(id)).toBe(false);
  });

  it("catches every single-digit typo of a valid number", () => {
    const valid = "17291716060";
    for (let pos = 0; pos < valid.length; pos++) {
      for (let digit = 0; digit <= 9; digit++) {
        const typo = valid.slice(0, pos) + digit + valid.slice(pos + 1);
        if (typo !== valid) expect(isValidTcKimlikNo(typo), typo).toBe(false);
      }
    }
  });
});

describe("isValidTaxNumber", () => {
  // 4540536920 is python-stdnum's example; the others were computed with its calc_check_digit.
  it.each(["4540536920", "1234567890", "1111111114", "0000000001"])("accepts %s", (vkn) => {
    expect(isValidTaxNumber(vkn)).toBe(true);
  });

  it.each([
    ["4540536921", "wrong check digit"],
    ["454053692", "9 digits"],
    ["45405369200", "11 digits"],
    ["454053692O", "a letter O"],
    ["", "empty"],
  ])("rejects %j (%s)", (vkn) => {
    expect(isValidTaxNumber(vkn)).toBe(false);
  });

  it("has exactly one valid check digit for each nine-digit prefix", () => {
    for (const prefix of ["454053692", "123456789", "987654321", "000000001"]) {
      const valid = Array.from({ length: 10 }, (_, d) => prefix + d).filter(isValidTaxNumber);
      expect(valid).toHaveLength(1);
    }
  });
});
