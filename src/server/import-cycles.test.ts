import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Modules of src/server that import each other load in an order that depends on who is imported first, and a
 * value read during loading may still be undefined; a lazy `import()` only hides such a circle until the day
 * someone makes it static. So the graph counts static imports, re-exports, bare imports and `import()` calls alike.
 * Type-only imports (`import type`, `typeof import(…)`) are erased by the compiler and left out.
 */
const src = path.resolve(import.meta.dirname, "..");
const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/gm;
const DYNAMIC_IMPORT = /(typeof\s+)?\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The file an import names, for `@/` (the `src` folder `alias` stands for) and relative specifiers. */
function resolve(from: string, specifier: string, alias: string): string | undefined {
  const base = specifier.startsWith("@/")
    ? path.join(alias, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((file) => fs.existsSync(file));
}

function imports(file: string, root: string, alias: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  return [...text.matchAll(IMPORT), ...text.matchAll(DYNAMIC_IMPORT)].flatMap(([, typeOnly, specifier]) => {
    const target = !typeOnly && specifier ? resolve(file, specifier, alias) : undefined;
    return target?.startsWith(root) ? [target] : [];
  });
}

/** Every circle among the modules under `root` (tests aside), each as the files it goes through, relative to `root`. */
function cyclesUnder(root: string, alias = src): string[][] {
  const files = fs
    .readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".test.ts"))
    .map((f) => path.join(root, f));
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    const start = trail.indexOf(file);
    if (start >= 0) return void cycles.push([...trail.slice(start), file].map((f) => path.relative(root, f)));
    if (done.has(file)) return;
    for (const next of imports(file, root, alias)) visit(next, [...trail, file]);
    done.add(file);
  };
  for (const file of files) visit(file, []);
  return cycles;
}

/** Which domains of src/server each domain imports, type-only imports counted: a domain's shape, not its load order. */
function domainImports(server: string): Map<string, Set<string>> {
  const domains = fs.readdirSync(server).filter((d) => fs.existsSync(path.join(server, d, "index.ts")));
  const graph = new Map(domains.map((d) => [d, new Set<string>()]));
  for (const domain of domains) {
    for (const f of fs.readdirSync(path.join(server, domain), { recursive: true, encoding: "utf8" })) {
      if (!/\.tsx?$/.test(f) || f.endsWith(".test.ts")) continue;
      const text = fs.readFileSync(path.join(server, domain, f), "utf8");
      for (const [, , specifier] of [...text.matchAll(IMPORT), ...text.matchAll(DYNAMIC_IMPORT)]) {
        const other = specifier?.match(/^@\/server\/([^/]+)/)?.[1];
        if (other && other !== domain && graph.has(other)) graph.get(domain)!.add(other);
      }
    }
  }
  return graph;
}

describe("src/server", () => {
  it("has domains that form no circle, type imports counted", () => {
    const graph = domainImports(path.join(src, "server"));
    expect(graph.size).toBeGreaterThanOrEqual(8);
    const order: string[] = [];
    const visit = (domain: string, trail: string[]) => {
      if (trail.includes(domain)) throw new Error(`the domains import each other in a circle: ${[...trail, domain].join(" -> ")}`);
      if (order.includes(domain)) return;
      for (const other of graph.get(domain) ?? []) visit(other, [...trail, domain]);
      order.push(domain);
    };
    for (const domain of graph.keys()) visit(domain, []);
    expect(order).toHaveLength(graph.size);
  });

  it("has no import cycle, lazy or not", () => {
    expect(fs.readdirSync(path.join(src, "server"), { recursive: true }).length).toBeGreaterThan(50);
    expect(cyclesUnder(path.join(src, "server"))).toEqual([]);
  });

  it("has no import cycle in the UI either", () => {
    expect(cyclesUnder(path.join(src, "modules"))).toEqual([]);
  });

  it("catches a circle closed by a lazy import(), and leaves out type-only imports", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "import-cycles-"));
    try {
      fs.mkdirSync(path.join(dir, "server"));
      const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, "server", name), text);
      write("registry.ts", 'export const run = async () => (await import("@/server/orders")).cancel();\n');
      write("orders.ts", 'import { send } from "./queue";\nexport const cancel = () => send();\n');
      write("queue.ts", 'import type { Job } from "./registry";\nexport const send = () => typeof import("./registry");\n');
      expect(cyclesUnder(path.join(dir, "server"), dir)).toEqual([]);
      write("queue.ts", 'import { run } from "./registry";\nexport const send = () => run;\n');
      // The queue runs what the registry lists, and the registry loads the orders only when a job runs.
      expect(cyclesUnder(path.join(dir, "server"), dir)).toEqual([["orders.ts", "queue.ts", "registry.ts", "orders.ts"]]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
