/**
 * `npm run bench:search [-- --sizes 10000,100000 --duration 20 --connections 16]`
 *
 * For each catalogue size: seeds a scratch PGlite in .data-bench/ (migrate, demo seed, synthetic products up to
 * the size; kept for the next run), serves the production build on it with scripts/serve.ts, and drives
 * POST /api/catalog/search with autocannon over loopback with a query mix of prefixes, typos, folded letters,
 * codes, several words, queries only some of whose words match and synonyms. Prints server latency (p50/p95/p99) and requests per second, then the engine's own
 * time per query in-process on the same data.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { drive } from "./lib/drive";
import { benchRoot, ensureBuild, option, percentile, prepareCatalogue, startServer } from "./lib/server";

const sizes = option("sizes", "10000,100000").split(",").map(Number);
const durationSeconds = Number(option("duration", "20"));
/** The load the search latency targets are set at (docs/PERFORMANCE.md, "Search"). */
export const SEARCH_CONNECTIONS = 16;
const connections = Number(option("connections", String(SEARCH_CONNECTIONS)));
const port = Number(process.env.BENCH_PORT ?? 3290);

/** What buyers type: prefixes while typing, whole words, plain letters for Turkish ones, typos, codes, several words, brands. */
export const queryMix = [
  "ya",
  "yaz",
  "yazı",
  "mür",
  "mürek",
  "kür",
  "lam",
  "flat",
  "subl",
  "etik",
  "yazıcı",
  "mürekkep",
  "lamba",
  "kürleme",
  "baskı kafası",
  "sublimasyon",
  "tabela",
  "etiket",
  "yazici",
  "murekkep",
  "kurleme tuneli",
  "isikli tabela",
  "sogutma",
  "YAZICI",
  "KÜRLEME TÜNELİ",
  "mürekep",
  "yazıcı flatbd",
  "sublimasyn",
  "kürlme",
  "reflektr",
  "elektronik balsat",
  "kozmetk",
  "SYN-000123",
  "syn004567",
  "syn 012345",
  "uv-1200",
  "LZR-C0604-80",
  "SYN-0042",
  "uv led kürleme modülü",
  "eco solvent mürekkep",
  "lumora flatbed",
  "kompakt yazıcı",
  "endüstriyel lazer kesim",
  "lumora",
  "pigmentra",
  "kuvarlux",
  // Nothing matches every word: a name with a word no product has, a model code one character off, synonyms.
  "lumora uv-1200 flatbed yazıcı pofuduk",
  "lumora uv-2200 flatbed yazıcı",
  "kuvarlux galyum uv lamba şıngırdak",
  "uv mürekkep magenta kıpırdak",
  "syn-000124x kompakt",
  "ink",
  "uv baskı makinesi",
];

/** Synonyms the engine-alone figures search with, as staff would add them (the server's database has none). */
export const benchSynonyms = [
  { terms: "ink", synonym: "mürekkep", twoWay: true },
  { terms: "uv yazıcı", synonym: "uv baskı makinesi", twoWay: true },
];

const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);

const searchOnce = (base: string, searchQuery: string) =>
  fetch(`${base}/api/catalog/search`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ searchQuery }),
  });

/** POST /api/catalog/search under load, the query mix in turn. */
export function searchLoad(base: string, seconds: number, connections: number) {
  let next = 0;
  return drive({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: "POST",
        path: "/api/catalog/search",
        headers: { "content-type": "application/json" },
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ searchQuery: queryMix[next++ % queryMix.length] }) }),
      },
    ],
  });
}

/** The engine alone, in this process, on the same data: what the HTTP figures spend outside of it. */
async function engineOnly(dir: string) {
  const { openPglite } = await import("@/server/platform/db/client");
  const { loadSearchDocuments } = await import("@/server/search/documents");
  const { buildSearchIndex } = await import("@/server/search/search-index");
  const { answer } = await import("@/server/search/answer");
  const { compileSearchRules } = await import("@/server/search/synonyms");
  const rules = compileSearchRules(benchSynonyms, []);
  const handle = openPglite(dir);
  try {
    const t0 = performance.now();
    const docs = await loadSearchDocuments(handle.db);
    const t1 = performance.now();
    const index = buildSearchIndex(docs);
    const t2 = performance.now();
    const times: number[] = [];
    const perQuery = new Map<string, number>();
    for (let round = 0; round < 30; round++) {
      for (const q of queryMix) {
        const s = performance.now();
        answer(index, rules, q, { limit: 10, relax: true });
        const ms = performance.now() - s;
        times.push(ms);
        perQuery.set(q, (perQuery.get(q) ?? 0) + ms / 30);
      }
    }
    times.sort((a, b) => a - b);
    const slowest = [...perQuery].sort((a, b) => b[1] - a[1]).slice(0, 5);
    return { loadMs: t1 - t0, buildMs: t2 - t1, terms: index.data.terms.length, times, slowest };
  } finally {
    await handle.close();
  }
}

async function benchSize(size: number) {
  const server = await startServer(await prepareCatalogue(size), port);
  try {
    const cold = performance.now();
    await searchOnce(server.base, "yazıcı");
    const firstMs = performance.now() - cold;
    await searchLoad(server.base, 3, connections); // JIT and caches warm
    const measured = await searchLoad(server.base, durationSeconds, connections);
    return { size, firstMs, ...measured };
  } finally {
    await server.stop();
  }
}

async function main() {
  await ensureBuild();
  const rows: string[] = [];
  const engineRows: string[] = [];
  const slowRows: string[] = [];
  for (const size of sizes) {
    console.log(`\n== ${size.toLocaleString("en")} products`);
    const r = await benchSize(size);
    rows.push(
      `| ${size.toLocaleString("en")} | ${(r.firstMs / 1000).toFixed(1)} s | ${r.latencies.length} | ${r.rps.toFixed(0)} | ${ms(percentile(r.latencies, 0.5))} | ${ms(percentile(r.latencies, 0.95))} | ${ms(percentile(r.latencies, 0.99))} | ${r.errors} |`,
    );
    const e = await engineOnly(path.join(benchRoot, `pglite-${size}`));
    engineRows.push(
      `| ${size.toLocaleString("en")} | ${e.terms} | ${(e.loadMs / 1000).toFixed(1)} s | ${(e.buildMs / 1000).toFixed(1)} s | ${ms(percentile(e.times, 0.5))} | ${ms(percentile(e.times, 0.95))} | ${ms(percentile(e.times, 0.99))} |`,
    );
    slowRows.push(`| ${size.toLocaleString("en")} | ${e.slowest.map(([q, t]) => `${q} ${ms(t)}`).join(", ")} |`);
  }
  console.log(
    `\nServer: POST /api/catalog/search, ${connections} connections, ${durationSeconds} s, ${queryMix.length} queries in turn (ms)\n`,
  );
  console.log("| products | first answer (index build) | requests | req/s | p50 | p95 | p99 | errors |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
  console.log("\nEngine alone, in process (ms per query)\n");
  console.log("| products | words | load from DB | build | p50 | p95 | p99 |");
  console.log("|---|---|---|---|---|---|---|");
  for (const row of engineRows) console.log(row);
  console.log("\nSlowest queries of the mix, engine alone (mean ms)\n");
  console.log("| products | queries |");
  console.log("|---|---|");
  for (const row of slowRows) console.log(row);
}

// `npm run bench` imports the load and query mix; run directly, this is `bench:search`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
