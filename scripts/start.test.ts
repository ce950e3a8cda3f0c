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

  it("on an unreachable DATABASE_URL, with one line naming it", () => {
    const { code, lines } = start({ DATABASE_URL: "postgres://postgres@127.0.0.1:1/nowhere" });
    expect(code).not.toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("Cannot reach the database at DATABASE_URL (127.0.0.1:1/nowhere)");
  });
});
