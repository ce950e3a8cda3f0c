import { sql } from "drizzle-orm";
import { randomStaffPassword } from "@/server/account/manage/staff";
import type { Db } from "@/server/platform/db/client";
import { storeSettings } from "@/server/platform/db/schema";
import { blogImageJobs, seedBlog } from "./blog";
import { brandLogoJobs, categoryImageJobs, datasheetRows, productImageJobs } from "./catalog-media";
import { brochureRows, seedContent, seedVersionRow } from "./content";
import { seedDemoCustomer } from "./customer-activity";
import { seedInbox } from "./inbox";
import { insertMedia, siteLogoJobs, siteLogoSvgRow } from "./media";
import { navigationImageJobs, seedNavigation } from "./navigation";
import { buildDemoProducts } from "./product-builder";
import { renderImages } from "./render";
import { seedReviews } from "./reviews";
import { catalogueSlugs, seedCatalog } from "./seed-catalog";
import { SEED_BASE_DATE } from "./time";
import { hashDemoPasswords, seedUsers } from "./users";

export const SEED_VERSION = 1;

/** Background work whose failure must surface when awaited, not as an unhandled rejection meanwhile. */
function background<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

export type SeedResult = { seeded: false } | { seeded: true; staffPassword: string };

/**
 * Seeds the demo store once. Images render on sharp's threads while the rows are inserted, and
 * everything is written in one transaction, so a failed seed leaves nothing half-done behind.
 * The staff account's random password is returned once, for the caller to hand to the operator.
 */
export async function seedDemo(db: Db, opts?: { log?: (line: string) => void }): Promise<SeedResult> {
  const log = opts?.log ?? (() => {});
  if (await seedVersionRow(db)) return { seeded: false };
  const staffPassword = randomStaffPassword();
  const started = Date.now();
  const step = (label: string) => log(`seed: ${label} (${Date.now() - started} ms)`);

  const built = buildDemoProducts(catalogueSlugs());
  const jobs = [
    ...productImageJobs(built),
    ...categoryImageJobs(),
    ...brandLogoJobs(),
    ...navigationImageJobs(),
    ...blogImageJobs(),
    ...siteLogoJobs(),
  ];
  const rendering = background(renderImages(jobs, 3));
  const printing = background(Promise.all([datasheetRows(built), brochureRows(built)]));
  const hashing = background(hashDemoPasswords(staffPassword));
  step(`planned ${built.length} products, ${jobs.length} images`);

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7264501)`);
    if (await seedVersionRow(tx)) return false;
    const refs = await seedCatalog(tx, built);
    step("catalogue");
    await seedNavigation(tx, refs);
    await seedContent(tx, refs);
    await seedBlog(tx);
    step("navigation and content");
    await seedUsers(tx, await hashing);
    const demo = await seedDemoCustomer(tx, refs);
    await seedReviews(tx, refs, demo.reviewed);
    await seedInbox(tx);
    step("customers, orders and reviews");
    const images = await rendering;
    const [datasheets, brochures] = await printing;
    step("images rendered and PDFs printed");
    await insertMedia(tx, [...images, ...datasheets, ...brochures, siteLogoSvgRow()]);
    step("media stored");
    await tx
      .insert(storeSettings)
      .values({ key: "seed_version", value: { version: SEED_VERSION, seededAt: SEED_BASE_DATE.toISOString() }, updatedAt: SEED_BASE_DATE });
    return true;
  });
  step(seeded ? "done" : "skipped: seeded concurrently");
  return seeded ? { seeded, staffPassword } : { seeded };
}
