import type { JobDefinition } from "@/server/platform/jobs/registry";

/** The social side's background work: price alarms that a price fell below are told to their shoppers. */
export const socialJobs: JobDefinition[] = [
  {
    name: "social.price-alarms",
    schedule: "*/10 * * * *",
    run: async () => (await import("./price-alarm")).checkAllPriceAlarms(),
  },
];
