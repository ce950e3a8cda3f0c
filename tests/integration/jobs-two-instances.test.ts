import { afterAll, describe, expect, it } from "vitest";
import { jobQueue } from "@/server/platform/jobs/queue";
import { type AppProcess, startApp } from "../support/app-process";
import { freePorts } from "../support/ports";
import { until } from "../support/smtp";

/**
 * Two app instances on one PostgreSQL, both running the worker and keeping the same schedules, as the shop scales
 * out: a scheduled job is started once per period, not once per instance. The prune job runs every minute here.
 * PostgreSQL only: PGlite is one process's database (the PGlite project leaves this file out, vitest.config.ts).
 */

let apps: AppProcess[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
});

describe("two app instances keeping the same schedules", () => {
  it("start each scheduled job once per period", async () => {
    const config = { superviseIntervalSeconds: 1, pollingIntervalSeconds: 0.5, schedules: { "maintenance.prune-expired": "* * * * *" } };
    const env = { JOBS_CONFIG_JSON: JSON.stringify(config) };
    const ports = await freePorts(2);
    apps = await Promise.all(ports.map((port) => startApp({ url: process.env.TEST_FILE_DATABASE_URL! }, { port, env })));
    const boss = await jobQueue();
    const runs = async () => (await boss.findJobs("maintenance.prune-expired")).filter((job) => job.state === "completed");
    await until(async () => (await runs()).length >= 2, 150_000, "two periods of the schedule");
    const perMinute = new Map<string, number>();
    for (const job of await runs()) {
      const minute = new Date(job.createdOn).toISOString().slice(0, 16);
      perMinute.set(minute, (perMinute.get(minute) ?? 0) + 1);
    }
    expect([...perMinute.values()], JSON.stringify([...perMinute])).toEqual([...perMinute.values()].map(() => 1));
  }, 180_000);
});
