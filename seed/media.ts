import { inArray } from "drizzle-orm";
import { media } from "@/server/platform/db/schema";
import type { ImageJob } from "./render";
import { renderImages } from "./render";
import { type Exec, insertBatches } from "./sql-helpers";
import { siteLogoSvg } from "./svg-scenes";
import { SEED_BASE_DATE } from "./time";
import type { MediaRow } from "./types";

export const SITE_LOGO_PNG = "site/logo.png";
export const SITE_LOGO_SVG = "site/logo.svg";

export function siteLogoJobs(): ImageJob[] {
  return [{ key: SITE_LOGO_PNG, svg: siteLogoSvg(), width: 1116, height: 223, format: "png" }];
}

export function siteLogoSvgRow(): MediaRow {
  return { key: SITE_LOGO_SVG, contentType: "image/svg+xml", bytes: new Uint8Array(Buffer.from(siteLogoSvg())), width: 1116, height: 223 };
}

/** Media rows are a few kB to a few tens of kB each, so small batches keep statements modest. */
export async function insertMedia(exec: Exec, rows: MediaRow[]) {
  await insertBatches(
    exec,
    media,
    rows.map((r) => ({ ...r, createdAt: SEED_BASE_DATE })),
    50,
    true,
  );
}

/** Renders and stores only the jobs whose keys are not in the database yet. */
export async function ensureMedia(exec: Exec, jobs: ImageJob[]) {
  const keys = jobs.map((j) => j.key);
  const existing = new Set((await exec.select({ key: media.key }).from(media).where(inArray(media.key, keys))).map((r) => r.key));
  const missing = jobs.filter((j) => !existing.has(j.key));
  if (missing.length > 0) await insertMedia(exec, await renderImages(missing, 3));
  return missing.length;
}
