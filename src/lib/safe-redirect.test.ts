import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it.each(["/", "/account/my-addresses?x=1", "/search?q=ışık&page=2#sonuç", "/urun-v~Renk=Sarı", "/a//b", "/%2F%2Fevil.example"])(
    "keeps the same-origin path %j",
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  it.each([
    "https://evil.example",
    "http://evil.example/account",
    "//evil.example",
    "///evil.example",
    "/\\evil",
    "/\\/evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/\t/evil.example",
    "/\n/evil.example",
    "/account\u0000",
    " /account",
    "account",
    "?x=1",
    "#top",
    "",
  ])("rejects %j", (input) => {
    expect(safeRedirectPath(input)).toBe("/");
  });

  it("uses the fallback it is given", () => {
    expect(safeRedirectPath("//evil.example", "/account")).toBe("/account");
    expect(safeRedirectPath(null, "/account")).toBe("/account");
    expect(safeRedirectPath(undefined, "/account")).toBe("/account");
  });
});
