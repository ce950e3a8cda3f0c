import { describe, expect, it } from "vitest";
import { emailField, phoneField, readPhone } from "./fields";

describe("readPhone", () => {
  it.each([
    ["0532 123 45 67", "+90", "5321234567"],
    ["+90 (532) 123-45-67", "+90", "5321234567"],
    ["+90 (532) 1__-__-__", "+90", "5321"],
    ["+49 (151) 234-56-78", "+49", "1512345678"],
    ["+994 50 123 45 67", "+994", "501234567"],
    ["", "+90", ""],
  ])("reads %j as %s %s", (text, code, digits) => {
    expect(readPhone(text)).toEqual({ code, digits });
  });
});

describe("the forms' phone field", () => {
  const optional = phoneField({ required: false });
  const required = phoneField({ required: true });

  it("stores a full number as the mask shows it, and an empty one as empty", () => {
    expect(optional.parse("0532 123 45 67")).toBe("+90 (532) 123-45-67");
    expect(optional.parse("+49 151 2345678")).toBe("+49 (151) 234-56-78");
    expect(optional.parse("")).toBe("");
    expect(optional.parse(undefined)).toBe("");
  });

  it("refuses 1 to 9 digits, and an empty number where the form needs one", () => {
    expect(optional.safeParse("0532 12").error?.issues[0]?.message).toBe("errors.phoneInvalid");
    expect(required.safeParse("").error?.issues[0]?.message).toBe("errors.required");
  });
});

describe("the forms' e-mail field", () => {
  it("trims and lower-cases, and tells a missing address from a wrong one", () => {
    expect(emailField.parse("  Ayse@Example.COM ")).toBe("ayse@example.com");
    expect(emailField.safeParse("").error?.issues.map((i) => i.message)).toEqual(["errors.required"]);
    expect(emailField.safeParse("ayse@").error?.issues.map((i) => i.message)).toEqual(["errors.emailInvalid"]);
  });
});
