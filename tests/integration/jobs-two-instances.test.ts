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
    const runs = async () => await boss.findJobs("maintenance.prune-expired");
    // pg-boss files each occurrence of a schedule once, in the minute slot it falls in, as a job of its own queue
    // that sends the scheduled job when it is worked: a job's own creation time can fall in the next minute
    // (an occurrence forwarded late), its occurrence's slot cannot.
    const occurrences = async () =>
      (await boss.findJobs<{ name: string; slot: string }>("__pgboss__send-it")).filter(
        (job) => job.data.name === "maintenance.prune-expired",
      );
    await until(async () => (await runs()).filter((job) => job.state === "completed").length >= 2, 150_000, "two periods of the schedule");
    await until(async () => (await occurrences()).every((job) => job.state === "completed"), 30_000, "the occurrences forwarded");
    const slots = (await occurrences()).map((job) => job.data.slot);
    expect(new Set(slots).size, JSON.stringify(slots)).toBe(slots.length);
    // One scheduled job for each occurrence, whichever of the two instances filed or forwarded it.
    expect((await runs()).length, JSON.stringify(slots)).toBe(slots.length);
  }, 180_000);
});
