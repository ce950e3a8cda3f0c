import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Modules of src/server that import each other at run time load in an order that depends on who is imported
 * first, and a value read during loading may still be undefined. Type-only imports are erased and do not count.
 */
const src = path.resolve(import.meta.dirname, "..");
const root = path.join(src, "server");
const STATIC_IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/gm;

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("@/")
    ? path.join(src, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((file) => fs.existsSync(file));
}

function runtimeImports(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  return [...text.matchAll(STATIC_IMPORT)].flatMap(([, typeOnly, specifier]) => {
    const target = !typeOnly && specifier ? resolve(file, specifier) : undefined;
    return target?.startsWith(root) ? [target] : [];
  });
}

function findCycles(files: string[]): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    const start = trail.indexOf(file);
    if (start >= 0) return void cycles.push([...trail.slice(start), file].map((f) => path.relative(root, f)));
    if (done.has(file)) return;
    for (const next of runtimeImports(file)) visit(next, [...trail, file]);
    done.add(file);
  };
  for (const file of files) visit(file, []);
  return cycles;
}

describe("src/server", () => {
  it("has no run-time import cycle", () => {
    const files = fs
      .readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".test.ts"))
      .map((f) => path.join(root, f));
    expect(files.length).toBeGreaterThan(50);
    expect(findCycles(files)).toEqual([]);
  });
});
