import { describe, expect, it } from "vitest";
import { shopJobs } from "@/server/compose/jobs";
import { scheduleOf, unknownSchedules } from "@/server/platform/jobs/registry";
import { loadJobsConfig, workerInWebProcess } from "./jobs";

const withJson = (value: unknown) => loadJobsConfig({ JOBS_CONFIG_JSON: JSON.stringify(value) });

describe("the jobs configuration", () => {
  it("has valid defaults: three days for a bank transfer, every scheduled job on its own cron", () => {
    const config = loadJobsConfig({});
    expect(config.unpaidBankTransferDays).toBe(3);
    expect(unknownSchedules(config, shopJobs)).toEqual([]);
    const cancel = shopJobs.find((job) => job.name === "orders.cancel-unpaid")!;
    expect(scheduleOf(cancel, config)).toBe("15 * * * *");
  });

  it("takes a job's cron by its name, and other values deep-merged", () => {
    const config = withJson({ unpaidBankTransferDays: 5, schedules: { "orders.cancel-unpaid": "*/5 * * * *" }, mail: { retryLimit: 3 } });
    const cancel = shopJobs.find((job) => job.name === "orders.cancel-unpaid")!;
    expect(scheduleOf(cancel, config)).toBe("*/5 * * * *");
    expect(config.unpaidBankTransferDays).toBe(5);
    expect(config.mail).toEqual({ retryLimit: 3, retryDelaySeconds: 30, retryDelayMaxSeconds: 3600 });
  });

  it("refuses with one line naming the field: a bad cron, a day count out of range, broken JSON", () => {
    expect(() => withJson({ schedules: { "orders.cancel-unpaid": "every hour" } })).toThrow(
      /^Invalid jobs configuration: schedules\.orders\.cancel-unpaid: must be a cron expression/,
    );
    expect(() => withJson({ unpaidBankTransferDays: 1 })).toThrow(/^Invalid jobs configuration: unpaidBankTransferDays:/);
    expect(() => loadJobsConfig({ JOBS_CONFIG_JSON: "{" })).toThrow("Invalid jobs configuration: JOBS_CONFIG_JSON is not valid JSON");
  });

  it("names a schedule given to no scheduled job (a typo would otherwise do nothing)", () => {
    expect(unknownSchedules(withJson({ schedules: { "orders.cancel-unpiad": "0 * * * *", "mail.send": "0 * * * *" } }), shopJobs)).toEqual([
      "orders.cancel-unpiad",
      "mail.send",
    ]);
  });

  it("runs the worker in the web process unless JOBS_WORKER=off", () => {
    expect(workerInWebProcess({})).toBe(true);
    expect(workerInWebProcess({ JOBS_WORKER: "off" })).toBe(false);
  });
});
