import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

function start(env: Record<string, string>) {
  const result = spawnSync("node_modules/.bin/tsx", ["scripts/start.ts"], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } as unknown as NodeJS.ProcessEnv,
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: result.status, lines: result.stderr.trim().split("\n").filter(Boolean) };
}

describe("npm start refuses to start", { timeout: 60_000 }, () => {
  it("on an invalid configuration value, with one line naming it", () => {
    const { code, lines } = start({ STORE_PRODUCT_IMAGE_SHAPE: "circle" });
    expect(code).not.toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("catalog.productImageShape");
  });

  it("on a TRUST_PROXY that is neither a number nor addresses, with one line naming it", () => {
    const { code, lines } = start({ TRUST_PROXY: "proxy.example" });
    expect(code).not.toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("TRUST_PROXY");
  });

  describe("a live shop (DATABASE_URL, NODE_ENV=production)", () => {
    const database = { DATABASE_URL: "postgres://postgres@127.0.0.1:1/nowhere", NODE_ENV: "production" };
    const secret = { BETTER_AUTH_SECRET: "s".repeat(32) };
    const site = { STORE_SITE_URL: "https://lumora.example" };

    it.each([
      ["without BETTER_AUTH_SECRET", { ...database, ...site }, "BETTER_AUTH_SECRET"],
      ["with a shorter BETTER_AUTH_SECRET", { ...database, ...site, BETTER_AUTH_SECRET: "s".repeat(31) }, "BETTER_AUTH_SECRET"],
      ["without STORE_SITE_URL", { ...database, ...secret }, "STORE_SITE_URL"],
      ["with an http: STORE_SITE_URL", { ...database, ...secret, STORE_SITE_URL: "http://lumora.example" }, "STORE_SITE_URL"],
    ])("%s, with one line naming it", (_label, env, variable) => {
      const { code, lines } = start(env);
      expect(code).not.toBe(0);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(variable);
    });

    it("given both, goes on to the database (here unreachable, with one line naming it)", () => {
      const { code, lines } = start({ ...database, ...secret, ...site });
      expect(code).not.toBe(0);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain("Cannot reach the database at DATABASE_URL (127.0.0.1:1/nowhere)");
    });
  });
});
