import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The shop's domains are the folders of src/server with a face (index.ts), apart from what sits below or above
 * them. Each has the same name in src/shared (what client and server agree on) and src/modules (its screens, the
 * back office's included), and the back office is a route group and a shell, never a domain of its own.
 */
const src = path.resolve(import.meta.dirname, "..");
const notDomains = ["platform", "compose", "runtime"];
const folders = (dir: string) =>
  fs
    .readdirSync(path.join(src, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

describe("the domains", () => {
  const domains = folders("server").filter((name) => !notDomains.includes(name));

  it("each have one face in src/server", () => {
    expect(domains).toEqual(expect.arrayContaining(["account", "cart", "catalog", "content", "orders", "quotes", "search", "social"]));
    for (const domain of domains) expect(fs.existsSync(path.join(src, "server", domain, "index.ts")), domain).toBe(true);
  });

  it("have the same names in src/shared and src/modules", () => {
    expect(domains.filter((d) => !folders("shared").includes(d))).toEqual([]);
    expect(domains.filter((d) => !folders("modules").includes(d))).toEqual([]);
  });

  it("hold the back office's reads and writes: no admin folder on the server or in shared", () => {
    expect(folders("server")).not.toContain("admin");
    expect(folders("shared")).not.toContain("admin");
  });
});
