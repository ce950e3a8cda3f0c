import { beforeAll, describe, expect, it } from "vitest";
import { POST as drop } from "@/app/api/admin/jobs/drop/route";
import { POST as retry } from "@/app/api/admin/jobs/retry/route";
import { POST as run } from "@/app/api/admin/jobs/run/route";
import { listJobs } from "@/server/compose/manage-jobs";
import { db } from "@/server/platform/db/client";
import { enqueue, jobQueue } from "@/server/platform/jobs/queue";
import { MAIL_JOB } from "@/server/platform/jobs/registry";
import { call } from "../support/api";
import { drainJobs, drainMail } from "../support/jobs";
import { adminSessions, auditOf, describeAccessAndValidation } from "./admin-helpers";

/** A mail job whose data the worker refuses: it fails at once (no retries), as a job that ran out of them. */
const failingMail = async (to: string) => enqueue(db(), MAIL_JOB, { to, subject: 42 }, { retryLimit: 0 });

let staff = "";
beforeAll(async () => {
  staff = (await adminSessions()).staff;
});

describe("the back office's job list", () => {
  it("shows a failed job with its error and recipient; staff retry it, then drop it", async () => {
    const id = await failingMail("basarisiz@example.com");
    expect((await listJobs("queued")).map((j) => j.id)).toContain(id);
    expect(await drainMail()).toMatchObject({ failed: 1 });

    const failed = (await listJobs("failed")).find((j) => j.id === id);
    expect(failed).toMatchObject({ queue: MAIL_JOB, state: "failed", recipient: "basarisiz@example.com", attempts: 1 });
    expect(failed?.error).toMatch(/subject/);

    const retried = await call(retry, "/api/admin/jobs/retry", { cookie: staff, body: { queue: MAIL_JOB, jobId: id } });
    expect(retried.status).toBe(200);
    expect((await listJobs("queued")).find((j) => j.id === id)?.state).toBe("retry");
    expect(await drainMail()).toMatchObject({ failed: 1 });

    const dropped = await call(drop, "/api/admin/jobs/drop", { cookie: staff, body: { queue: MAIL_JOB, jobId: id } });
    expect(dropped.status).toBe(200);
    expect((await listJobs("recent")).map((j) => j.id)).not.toContain(id);
    expect((await auditOf("job", id)).map((a) => a.action)).toEqual(["job.retry", "job.drop"]);
  });

  it("answers 404 for a job that is not there, of an unknown queue, or still waiting to run", async () => {
    const waiting = await enqueue(db(), MAIL_JOB, { to: "bekleyen@example.com", subject: "x", text: "y" });
    const missing = "5b8e6f0e-8a5f-4c8e-9d55-2f1d1d1d1d1d";
    for (const body of [
      { queue: MAIL_JOB, jobId: missing },
      { queue: "no.such-queue", jobId: waiting },
    ]) {
      expect((await call(retry, "/api/admin/jobs/retry", { cookie: staff, body })).status).toBe(404);
      expect((await call(drop, "/api/admin/jobs/drop", { cookie: staff, body })).status).toBe(404);
    }
    expect((await call(retry, "/api/admin/jobs/retry", { cookie: staff, body: { queue: MAIL_JOB, jobId: waiting } })).status).toBe(404);
    await (await jobQueue()).deleteJob(MAIL_JOB, waiting);
  });

  it("runs a scheduled job now, audited; a job that is not scheduled (a mail) or unknown is 404", async () => {
    const res = await call(run, "/api/admin/jobs/run", { cookie: staff, body: { queue: "orders.track-shipments" } });
    expect(res.status, res.text).toBe(200);
    expect((await listJobs("queued")).find((j) => j.id === res.json.jobId)?.queue).toBe("orders.track-shipments");
    expect(await drainJobs(["orders.track-shipments"])).toEqual({ ran: 1, failed: 0 });
    expect((await auditOf("job", res.json.jobId)).map((a) => a.action)).toEqual(["job.run"]);
    for (const queue of [MAIL_JOB, "no.such-queue"])
      expect((await call(run, "/api/admin/jobs/run", { cookie: staff, body: { queue } })).status).toBe(404);
  });
});

describeAccessAndValidation(
  [
    ["/api/admin/jobs/retry", retry],
    ["/api/admin/jobs/drop", drop],
  ].map(([path, handler]) => ({
    path: path as string,
    handler: handler as typeof retry,
    valid: { queue: MAIL_JOB, jobId: "5b8e6f0e-8a5f-4c8e-9d55-2f1d1d1d1d1d" },
    invalid: [
      {},
      { queue: MAIL_JOB },
      { queue: MAIL_JOB, jobId: "1" },
      { queue: "DROP TABLE", jobId: "5b8e6f0e-8a5f-4c8e-9d55-2f1d1d1d1d1d" },
    ],
  })),
);

describeAccessAndValidation([
  {
    path: "/api/admin/jobs/run",
    handler: run,
    valid: { queue: "orders.track-shipments" },
    invalid: [{}, { queue: "" }, { queue: "DROP TABLE" }, { queue: "x".repeat(101) }],
  },
]);
