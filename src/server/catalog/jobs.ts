import type { JobDefinition } from "@/server/platform/jobs/registry";

/** The catalogue's background work: a discount shown past its end is taken down. */
export const catalogJobs: JobDefinition[] = [
  {
    name: "catalog.expire-discounts",
    schedule: "*/5 * * * *",
    // Six minutes back for a five-minute schedule: a run that starts a little late still covers the gap.
    run: async ({ now }) => (await import("./price-history")).expireShownDiscounts(now, 6 * 60_000),
  },
];
