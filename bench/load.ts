/**
 * The page part of `npm run bench`: requests per second and p95 at 32 connections (autocannon, loopback) for each
 * page and a static file of the same server, first-load JS per page and for the framework floor, and the
 * server's peak RSS under that load.
 */

import { measurePageScripts } from "../scripts/lib/first-load";
import { firstLoadBytes } from "../scripts/lib/js-budget";
import { drive } from "./lib/drive";
import { type BenchPage, staticPath } from "./lib/pages";
import { sampleRss } from "./lib/rss";
import type { BenchServer } from "./lib/server";

export type LoadResult = { rps: number; p95: number; errors: number };
export type PageLoadRow = BenchPage & LoadResult & { firstLoadBytes: number };
export type PagesResult = { staticRate: LoadResult; rows: PageLoadRow[]; floorBytes: number; peakRssMb: number };

const load = async (base: string, path: string, seconds: number, connections: number): Promise<LoadResult> => {
  const { rps, p95, errors } = await drive({ url: new URL(path, base).toString(), connections, duration: seconds });
  return { rps, p95, errors };
};

export async function benchPages(
  server: BenchServer,
  pages: BenchPage[],
  opts: { seconds: number; connections: number },
): Promise<PagesResult> {
  const floor = await measurePageScripts(server.base, "/floor");
  const rss = sampleRss(server.process.pid as number);
  try {
    // A short warm-up per page fills the catalogue caches and the JIT, so "cached" pages are measured as such.
    for (const page of pages) await load(server.base, page.path, 2, 4);
    const staticRate = await load(server.base, staticPath, opts.seconds, opts.connections);
    const rows: PageLoadRow[] = [];
    for (const page of pages) {
      console.log(`  load: ${page.name} (${page.path})`);
      const measured = await load(server.base, page.path, opts.seconds, opts.connections);
      const scripts = await measurePageScripts(server.base, page.path);
      rows.push({ ...page, ...measured, firstLoadBytes: firstLoadBytes(scripts.chunks) });
    }
    return { staticRate, rows, floorBytes: firstLoadBytes(floor.chunks), peakRssMb: rss.stop() };
  } finally {
    rss.stop();
  }
}
