import { describe, expect, it } from "vitest";
import {
  countries,
  defaultCountry,
  displayPhone,
  formatPhoneMask,
  fromE164,
  isPhoneValid,
  phoneBlurError,
  phoneDigits,
  toE164,
  toPhoneValue,
} from "./phone";

describe("formatPhoneMask", () => {
  it.each([
    ["5321234567", "+90 (532) 123-45-67"],
    ["532", "+90 (532) ___-__-__"],
    ["5321", "+90 (532) 1__-__-__"],
    ["", "+90 (___) ___-__-__"],
    ["532123456789", "+90 (532) 123-45-67"],
    ["532-12", "+90 (532) 12_-__-__"],
  ])("%j -> %s", (digits, expected) => {
    expect(formatPhoneMask("+90", digits)).toBe(expected);
  });

  it("uses the dial code it is given", () => {
    expect(formatPhoneMask("+994", "1234567890")).toBe("+994 (123) 456-78-90");
  });
});

describe("phoneDigits", () => {
  it("reads the digits typed into the mask, not the dial code", () => {
    expect(phoneDigits("+90 (532) 1__-__-__", "+90")).toBe("5321");
    expect(phoneDigits("+90 (532) 123-45-67", "+90")).toBe("5321234567");
  });

  it("defaults to the Turkish dial code", () => {
    expect(phoneDigits("+90 (532) 123-45-67")).toBe("5321234567");
  });

  it("keeps at most 10 digits", () => {
    expect(phoneDigits("+90 (532) 123-45-67 99", "+90")).toBe("5321234567");
  });

  it("accepts a pasted number with or without the dial code", () => {
    expect(phoneDigits("+905321234567", "+90")).toBe("5321234567");
    expect(phoneDigits("532 123 45 67", "+90")).toBe("5321234567");
    expect(phoneDigits("  +90 532 123 45 67", "+90")).toBe("5321234567");
  });

  it("drops the trunk 0 of a nationally written number", () => {
    expect(phoneDigits("0532 123 45 67", "+90")).toBe("5321234567");
    expect(phoneDigits("+90 (0__) ___-__-__", "+90")).toBe("");
  });

  it("returns nothing for the empty mask", () => {
    expect(phoneDigits("+90 (___) ___-__-__", "+90")).toBe("");
    expect(phoneDigits("", "+90")).toBe("");
  });

  it("does not strip a dial code that is not at the start", () => {
    expect(phoneDigits("(532) +90", "+90")).toBe("53290");
  });
});

describe("isPhoneValid", () => {
  it.each([
    ["", true],
    [undefined, true],
    ["5", false],
    ["532123456", false],
    ["5321234567", true],
    ["53212345678", true],
    ["(532) 123-45-6", false],
  ])("%j -> %s", (number, expected) => {
    expect(isPhoneValid(number)).toBe(expected);
  });
});

describe("phoneBlurError", () => {
  it.each([
    ["", undefined],
    ["1", "invalid"],
    ["532123456", "invalid"],
    ["5321234567", undefined],
  ])("%j -> %s", (number, expected) => {
    expect(phoneBlurError(number)).toBe(expected);
  });

  it("yields to another error text for the field", () => {
    expect(phoneBlurError("53", "Bu alan zorunludur")).toBeUndefined();
    expect(phoneBlurError("53", "")).toBe("invalid");
  });
});

describe("toPhoneValue", () => {
  it("is undefined for an empty number", () => {
    expect(toPhoneValue({ countryCode: "TR", code: "+90", number: "" })).toBeUndefined();
    expect(toPhoneValue({ countryCode: "TR", code: "+90", number: "(___) ___-__-__" })).toBeUndefined();
  });

  it("keeps the country and the digits of the number", () => {
    expect(toPhoneValue({ countryCode: "TR", code: "+90", number: "(532) 123-45-67" })).toEqual({
      countryCode: "TR",
      code: "+90",
      number: "5321234567",
    });
  });
});

describe("countries", () => {
  it("has Türkiye +90 as the one default, first in the list", () => {
    expect(countries[0]).toEqual({ code: "TR", name: "Türkiye", phoneCode: "+90", isDefault: true });
    expect(countries.filter((c) => c.isDefault)).toEqual([defaultCountry]);
  });

  it("has unique ISO codes and well-formed dial codes", () => {
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    for (const c of countries) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.phoneCode).toMatch(/^\+[1-9]\d{0,3}$/);
    }
  });

  it("includes the neighbours with Turkish names", () => {
    const byCode = new Map(countries.map((c) => [c.code, c]));
    expect(byCode.get("DE")?.name).toBe("Almanya");
    expect(byCode.get("AZ")?.phoneCode).toBe("+994");
    expect(byCode.get("GR")?.name).toBe("Yunanistan");
  });
});

describe("E.164 storage", () => {
  it("round-trips a field value through the stored form", () => {
    const value = { countryCode: "TR", code: "+90", number: "5321234567" };
    expect(toE164(value)).toBe("+905321234567");
    expect(fromE164("+905321234567")).toEqual(value);
    expect(fromE164(toE164({ countryCode: "AZ", code: "+994", number: "1234567890" }))).toEqual({
      countryCode: "AZ",
      code: "+994",
      number: "1234567890",
    });
  });

  it("reads a stored number written with spaces or punctuation", () => {
    expect(fromE164("+90 532 555 12 34")).toEqual({ countryCode: "TR", code: "+90", number: "5325551234" });
    expect(fromE164("+90 (532) 555-12-34")).toEqual({ countryCode: "TR", code: "+90", number: "5325551234" });
  });

  it("refuses numbers that are short, long, unlisted or empty", () => {
    expect(fromE164("+90532123456")).toBeUndefined();
    expect(fromE164("+9053212345678")).toBeUndefined();
    expect(fromE164("+15551234567")).toBeUndefined();
    expect(fromE164("05321234567")).toBeUndefined();
    expect(fromE164("")).toBeUndefined();
    expect(fromE164(null)).toBeUndefined();
  });

  it("keeps the dial codes prefix-free so that parsing is unambiguous", () => {
    for (const a of countries) for (const b of countries) if (a !== b) expect(b.phoneCode.startsWith(a.phoneCode)).toBe(false);
  });

  it("shows a stored phone in the mask, and unknown text as it is", () => {
    expect(displayPhone("+905321234567")).toBe("+90 (532) 123-45-67");
    expect(displayPhone("+90 312 555 40 18")).toBe("+90 (312) 555-40-18");
    expect(displayPhone("0212 555 01 23")).toBe("0212 555 01 23");
  });
});
