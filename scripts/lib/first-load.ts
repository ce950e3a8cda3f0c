/**
 * Measures a page's first-load JavaScript the way budgets.json counts it: the modern `<script src>` chunks its
 * HTML loads, each fetched from the same server and gzipped with node:zlib (level 6, what servers send).
 * Shared by the CI budget check (e2e/budgets.desktop.spec.ts) and `npm run bench`.
 */
import { gzipSync } from "node:zlib";
import type { Chunk, PageScripts } from "./js-budget";

/** The `src` of every classic or module script in the HTML, skipping `nomodule` legacy polyfills. */
export function scriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1] ?? "";
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
    if (src) sources.push(src.replace(/&amp;/g, "&"));
  }
  return [...new Set(sources)];
}

/** The page's script chunks, its status and the uncompressed size of its HTML (what `checkHtml` weighs). */
export async function measurePageScripts(base: string, path: string): Promise<PageScripts & { status: number; htmlBytes: number }> {
  const response = await fetch(new URL(path, base));
  const html = await response.text();
  const chunks: Chunk[] = [];
  for (const src of scriptSources(html)) {
    const url = new URL(src, base);
    if (url.origin !== new URL(base).origin) throw new Error(`${path} loads a script from another origin: ${src}`);
    const body = await fetch(url);
    if (!body.ok) throw new Error(`${src} (loaded by ${path}) answered ${body.status}`);
    chunks.push({ url: url.pathname, gzipBytes: gzipSync(Buffer.from(await body.arrayBuffer())).byteLength });
  }
  return { path, status: response.status, htmlBytes: Buffer.byteLength(html), chunks };
}
