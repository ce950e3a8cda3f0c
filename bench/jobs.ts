/**
 * `npm run bench:jobs [-- --jobs 500 --orders 60]` (also the last part of `npm run bench`)
 *
 * The job queue and the mail outbox, in process on a fresh in-memory PGlite (and on PostgreSQL as well when
 * BENCH_DATABASE_URL names an empty database): how many mail jobs a second the worker sustains, delivering to a real
 * SMTP server on loopback (smtp-server, BENCH_SMTP_PORT, default 3318), and the p95 of placing an order through
 * the route handler when the confirmation is sent in the request (the shop before the outbox) and when it is queued.
 * The SMTP server answers each message after SMTP_DELAY_MS (default 50), as a real one over a network does.
 */
import { SMTPServer } from "smtp-server";
import { option, percentile } from "./lib/server";

const jobs = Number(option("jobs", "500"));
const orderCount = Number(option("orders", "60"));
const smtpPort = Number(process.env.BENCH_SMTP_PORT ?? 3318);
const smtpDelay = Number(process.env.SMTP_DELAY_MS ?? 50);
// One client places every order: the per-address order limit is for real shoppers.
process.env.CART_RATE_LIMIT = "off";
process.env.LOG_LEVEL ??= "warn";

async function startSmtp() {
  let accepted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () =>
        setTimeout(() => {
          accepted++;
          callback();
        }, smtpDelay),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(smtpPort, "127.0.0.1", resolve));
  return { accepted: () => accepted, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

type Result = { backend: string; jobsPerSecond: number; before: number; after: number };

async function measure(backend: "pglite" | "postgres"): Promise<Result> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { openPglite, openPostgres, setDbHandle, db } = await import("@/server/platform/db/client");
  const { migrate } = await import("@/server/compose/migrate");
  const { seedDemo } = await import("../seed");
  const { jobQueue, releaseJobQueue } = await import("@/server/platform/jobs/queue");
  const { startShopWorker } = await import("@/server/compose/start-jobs");
  const { loadJobsConfig } = await import("@/config/jobs");
  const { queueMail, deliverQueuedMail } = await import("@/server/platform/mail/outbox");
  const { buildMailAttachment } = await import("@/server/orders/documents");
  const { Shopper, simpleProduct } = await import("../tests/integration/cart-helpers");
  const { addToCart, fillCheckout, order } = await import("../tests/integration/checkout-helpers");
  const handle = backend === "pglite" ? openPglite(new PGlite()) : openPostgres(process.env.BENCH_DATABASE_URL!, 10);
  await migrate(handle);
  await seedDemo(handle.db);
  setDbHandle(handle);
  const boss = await jobQueue();
  const smtp = await startSmtp();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true&pool=true&maxConnections=1`;
  try {
    // Place-order latency: the confirmation sent in the request (as before), then only queued (as now).
    const productId = await simpleProduct(100_000);
    const place = async (sendNow: boolean) => {
      const s = new Shopper();
      await addToCart(s, productId, 1);
      await fillCheckout(s);
      const started = performance.now();
      const res = await order(s);
      if (res.status !== 200) throw new Error(`place-order: ${res.status} ${res.text}`);
      if (sendNow) {
        const [job] = await boss.fetch("mail.send", { batchSize: 1 });
        if (job) {
          await deliverQueuedMail(job.id, job.data, { build: buildMailAttachment });
          await boss.complete("mail.send", job.id);
        }
      }
      return performance.now() - started;
    };
    const p95 = async (sendNow: boolean) => {
      const times: number[] = [];
      for (let i = 0; i < orderCount; i++) times.push(await place(sendNow));
      return percentile(
        times.sort((a, b) => a - b),
        0.95,
      );
    };
    const before = await p95(true);
    const after = await p95(false);
    await boss.deleteAllJobs("mail.send");

    // Worker throughput: `jobs` queued mails, then the worker (one at a time, as configured) sends them all.
    const sentBefore = smtp.accepted();
    for (let i = 0; i < jobs; i++)
      await queueMail(db(), { to: `bench${i}@example.com`, subject: `Deneme ${i}`, paragraphs: [["Merhaba"], [`İleti ${i}`]] });
    const started = performance.now();
    const worker = await startShopWorker({
      handle,
      config: loadJobsConfig({ JOBS_CONFIG_JSON: JSON.stringify({ pollingIntervalSeconds: 0.5 }) }),
    });
    while (smtp.accepted() - sentBefore < jobs) await new Promise((resolve) => setTimeout(resolve, 20));
    const jobsPerSecond = jobs / ((performance.now() - started) / 1000);
    await worker.stop(5000);
    return { backend, jobsPerSecond, before, after };
  } finally {
    await releaseJobQueue();
    await smtp.close();
    setDbHandle(undefined);
    await handle.close();
  }
}

export async function benchJobs(): Promise<string> {
  const backends: ("pglite" | "postgres")[] = process.env.BENCH_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
  const rows: Result[] = [];
  for (const backend of backends) rows.push(await measure(backend));
  return [
    `Jobs: ${jobs} mails through SMTP (${smtpDelay} ms a message); place-order p95 over ${orderCount} orders`,
    "",
    "| database | worker, mails/s | place-order p95, mail sent in the request | place-order p95, mail queued |",
    "|---|---:|---:|---:|",
    ...rows.map((r) => `| ${r.backend} | ${r.jobsPerSecond.toFixed(1)} | ${r.before.toFixed(0)} ms | ${r.after.toFixed(0)} ms |`),
  ].join("\n");
}

if (process.argv[1]?.endsWith("jobs.ts"))
  benchJobs().then(
    (report) => {
      console.log(report);
      process.exit(0);
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
