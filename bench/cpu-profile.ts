/**
 * `npx tsx bench/cpu-profile.ts <file.cpuprofile> [--skip 15] [--top 25] [--under name1,name2]`
 *
 * Sums a V8 CPU profile (written by `node --cpu-prof`) by where the time was spent. Frames of the production
 * build (.next/server, minified) are mapped back to their sources through the build's own source maps (Node's
 * `module.SourceMap`), so the time is told per package (react-dom, next, pglite, better-auth…) or app source file.
 * `--skip` leaves out the first seconds (the server's start). `--under` also prints the inclusive time under
 * the named functions (their time and their callees'). The same file opens in Chrome DevTools (Performance panel)
 * for the whole call tree. docs/PERFORMANCE.md ("Where the milliseconds and the memory go") gives the commands.
 */
import fs from "node:fs";
import { SourceMap } from "node:module";
import { fileURLToPath } from "node:url";
import { option } from "./lib/server";

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
type Place = { file: string; name: string };

const maps = new Map<string, SourceMap | null>();

function sourceMapOf(url: string): SourceMap | null {
  if (!maps.has(url)) {
    let map: SourceMap | null = null;
    try {
      map = new SourceMap(JSON.parse(fs.readFileSync(`${fileURLToPath(url)}.map`, "utf8")));
    } catch {
      // no map beside the file: keep the generated position
    }
    maps.set(url, map);
  }
  return maps.get(url) ?? null;
}

/** The source file and function a frame belongs to, through the build's source map where there is one. */
function place(frame: CallFrame): Place {
  const { url, functionName } = frame;
  if (!url) return { file: functionName.startsWith("(") ? functionName : "(native)", name: functionName };
  if (url.startsWith("node:")) return { file: "node internals", name: functionName };
  const found = url.includes("/.next/") ? sourceMapOf(url)?.findEntry(frame.lineNumber, frame.columnNumber) : undefined;
  // An empty object when the position maps to nothing.
  const entry = found && "originalSource" in found ? (found as { originalSource: string; name?: string }) : undefined;
  const file = entry?.originalSource ?? url;
  const name = entry?.name || functionName || "(anonymous)";
  return { file: file.replace(/^file:\/\//, "").replace(/^turbopack:\/\/\/(\[project\]\/)?/, ""), name };
}

/** The package a source file belongs to (the innermost node_modules folder), or the file itself for app code. */
export function owner(file: string): string {
  const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
  if (!pkg) return file.replace(process.cwd(), ".");
  const compiled = /next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
  return compiled ? `${compiled} (in next)` : pkg;
}

export function summarize(profile: Profile, opts: { skipUs: number; top: number; under: string[] }): string {
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const places = new Map(profile.nodes.map((n) => [n.id, place(n.callFrame)]));
  const self = new Map<number, number>();
  let clock = 0;
  profile.samples.forEach((id, i) => {
    clock += profile.timeDeltas[i] ?? 0;
    if (clock >= opts.skipUs) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const add = (m: Map<string, number>, k: string, us: number) => m.set(k, (m.get(k) ?? 0) + us);
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const underName = new Map<string, number>();
  for (const [id, us] of self) {
    const p = places.get(id)!;
    add(byOwner, owner(p.file), us);
    add(byFunction, `${p.name} (${owner(p.file)})`, us);
    // Inclusive time: each named ancestor counted once per sample.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = places.get(at)!.name;
      if (opts.under.includes(name) && !seen.has(name)) {
        seen.add(name);
        add(underName, name, us);
      }
    }
  }
  const table = (title: string, rows: Map<string, number>, top = opts.top) => [
    `| ${title} | ms | share |`,
    "|---|---|---|",
    ...[...rows]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => `| ${name.replace(/\|/g, "\\|")} | ${(us / 1000).toFixed(0)} | ${((us / total) * 100).toFixed(1)} % |`),
  ];
  return [
    `${(total / 1e6).toFixed(1)} s sampled`,
    "",
    ...table("self time by package or source", byOwner),
    "",
    ...table("self time by function", byFunction),
    ...(opts.under.length ? ["", ...table("inclusive time under", underName, opts.under.length)] : []),
  ].join("\n");
}

const file = process.argv[2];
if (file && process.argv[1]?.endsWith("cpu-profile.ts")) {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
  const under = option("under", "").split(",").filter(Boolean);
  console.log(summarize(profile, { skipUs: Number(option("skip", "0")) * 1e6, top: Number(option("top", "25")), under }));
}
