import type { JobDefinition } from "@/server/platform/jobs/registry";

/** The platform's own upkeep: expired rows of carts, sessions, counters and search statistics (./prune.ts). */
export const maintenanceJobs: JobDefinition[] = [
  {
    name: "maintenance.prune-expired",
    schedule: "30 3 * * *",
    run: async ({ now, config }) => (await import("./prune")).pruneExpired(now, config.guestCartDays),
  },
];
