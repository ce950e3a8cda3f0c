import { describe, expect, it } from "vitest";
import { resolveLayoutName } from "./page-layout";

describe("layout names", () => {
  it.each(["account", "auth", "default", "blog", "empty"])("keeps %s", (name) => expect(resolveLayoutName(name)).toBe(name));
  it.each([undefined, null, "", "fancy", "ACCOUNT"])("falls back to default for %s", (name) =>
    expect(resolveLayoutName(name)).toBe("default"),
  );
});
