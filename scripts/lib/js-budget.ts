/**
 * Performance budgets that do not depend on timing: the JavaScript a page loads before it is interactive
 * (first-load JS, gzip), the weight of its HTML (uncompressed) and the weight and sizing of its images. Pure: the measuring is done by the caller
 * (e2e/budgets.desktop.spec.ts, bench/pages.ts), the rules live here so they can be unit-tested.
 */
import { z } from "zod";

export type Chunk = { url: string; gzipBytes: number };
/** One measured page: its path and the script chunks its HTML loads. */
export type PageScripts = { path: string; chunks: Chunk[] };

export type RouteBudget = { route: string; maxFirstLoadKb: number };
const budgetsSchema = z.object({
  /** The empty page of the same build: the framework floor every route is compared with. */
  floorPath: z.string().startsWith("/"),
  /** Target first-load JS as a multiple of the floor (reported, not enforced: the absolute budgets are). */
  floorRatioTarget: z.number().positive(),
  routes: z.array(z.object({ route: z.string().startsWith("/"), maxFirstLoadKb: z.number().positive() })).min(1),
  /** The HTML document itself, uncompressed: markup, the React Server Components payload and inline data. */
  html: z.object({ maxKb: z.number().positive() }),
  images: z.object({ maxBytes: z.number().int().positive() }),
});
export type Budgets = z.infer<typeof budgetsSchema>;

/** Reads budgets.json's content; a malformed file throws rather than checking nothing. */
export const parseBudgets = (json: unknown): Budgets => budgetsSchema.parse(json);

export type RouteReport = {
  path: string;
  route: string | null;
  firstLoadBytes: number;
  budgetBytes: number | null;
  /** First-load JS over the floor's, when the floor was measured. */
  floorRatio: number | null;
};
export type Violation = { path: string; message: string };

const KB = 1024;

/** First-load JS: the union of the chunks the HTML loads, each counted once however often it is referenced. */
export function firstLoadBytes(chunks: Chunk[]): number {
  const seen = new Map<string, number>();
  for (const chunk of chunks) seen.set(chunk.url, chunk.gzipBytes);
  let total = 0;
  for (const bytes of seen.values()) total += bytes;
  return total;
}

/** Whether a concrete path matches a route pattern in the App Router's notation (`/[slug]`, `/blog/[...rest]`). */
export function matchesRoute(path: string, route: string): boolean {
  const parts = path.split("?")[0]?.split("/").filter(Boolean) ?? [];
  const pattern = route.split("/").filter(Boolean);
  for (const [i, segment] of pattern.entries()) {
    if (/^\[\.\.\..+\]$/.test(segment)) return parts.length > i;
    const part = parts[i];
    if (part === undefined) return false;
    if (!/^\[.+\]$/.test(segment) && segment !== part) return false;
  }
  return parts.length === pattern.length;
}

/** The most specific route whose pattern matches: literal segments win over parameters. */
export function routeFor(path: string, routes: RouteBudget[]): RouteBudget | null {
  const specificity = (route: string) => route.split("/").filter((s) => s && !s.startsWith("[")).length;
  const matching = routes.filter((r) => matchesRoute(path, r.route));
  matching.sort((a, b) => specificity(b.route) - specificity(a.route));
  return matching[0] ?? null;
}

/**
 * Measures every page against its route's budget and the floor-ratio target (docs/PERFORMANCE.md: at most 1.25 × the
 * framework floor); a page with no budget is a violation too, so none is missed.
 */
export function checkJsBudgets(pages: PageScripts[], budgets: Budgets): { reports: RouteReport[]; violations: Violation[] } {
  const floorPage = pages.find((p) => p.path === budgets.floorPath);
  const floor = floorPage ? firstLoadBytes(floorPage.chunks) : null;
  const reports: RouteReport[] = [];
  const violations: Violation[] = [];
  for (const page of pages) {
    if (page.path === budgets.floorPath) continue;
    const bytes = firstLoadBytes(page.chunks);
    const budget = routeFor(page.path, budgets.routes);
    const budgetBytes = budget ? Math.round(budget.maxFirstLoadKb * KB) : null;
    const ratio = floor ? bytes / floor : null;
    reports.push({
      path: page.path,
      route: budget?.route ?? null,
      firstLoadBytes: bytes,
      budgetBytes,
      floorRatio: ratio,
    });
    if (ratio !== null && ratio > budgets.floorRatioTarget)
      violations.push({
        path: page.path,
        message: `first-load JS is ${ratio.toFixed(2)} × the framework floor, over the target of ${budgets.floorRatioTarget} ×`,
      });
    if (page.chunks.length === 0) violations.push({ path: page.path, message: "no script chunks found: the measurement is broken" });
    if (budgetBytes === null) violations.push({ path: page.path, message: "no JavaScript budget matches this path in budgets.json" });
    else if (bytes > budgetBytes)
      violations.push({
        path: page.path,
        message: `first-load JS ${formatKb(bytes)} kB gzip exceeds the ${budget?.route} budget of ${budget?.maxFirstLoadKb} kB`,
      });
  }
  return { reports, violations };
}

/** The document as sent, uncompressed, within `html.maxKb`; an empty document is a broken measurement. */
export function checkHtml(path: string, htmlBytes: number, budgets: Budgets): Violation[] {
  if (htmlBytes === 0) return [{ path, message: "the HTML is empty: the measurement is broken" }];
  const limitKb = budgets.html.maxKb;
  if (htmlBytes <= limitKb * KB) return [];
  return [{ path, message: `HTML ${formatKb(htmlBytes)} kB (uncompressed) exceeds the budget of ${limitKb} kB` }];
}

export type MeasuredImage = { src: string; bytes: number; hasWidth: boolean; hasHeight: boolean; fill: boolean };

/** Each image within the byte budget, and sized (width and height, or a `fill` image in a sized box) so it cannot shift the layout. */
export function checkImages(path: string, images: MeasuredImage[], budgets: Budgets): Violation[] {
  const violations: Violation[] = [];
  for (const image of images) {
    if (!image.fill && !(image.hasWidth && image.hasHeight))
      violations.push({ path, message: `<img src="${image.src}"> has no width and height: it shifts the layout when it loads` });
    if (image.bytes > budgets.images.maxBytes)
      violations.push({
        path,
        message: `${image.src} weighs ${formatKb(image.bytes)} kB, over the ${formatKb(budgets.images.maxBytes)} kB image budget`,
      });
  }
  return violations;
}

export const formatKb = (bytes: number) => (bytes / KB).toFixed(1);
