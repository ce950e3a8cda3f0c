/**
 * `npm run bench:csv [-- --size 10000]`
 *
 * The back office's target, a CSV import of 10,000 rows in under a minute: on a scratch copy of the bench catalogue
 * (.data-bench/pglite-<size>, seeded once and shared with the other benches), exports every product, changes the
 * price and stock of every row, and imports the file through POST /api/admin/products/import's handler in this
 * process with the demo staff session (origin check, body limit, JSON, zod, row checks, batched update, one audit
 * row per product, cache invalidation; no HTTP socket). Then re-imports the unchanged export. Prints each time.
 */
import fs from "node:fs";
import path from "node:path";
import { benchRoot, option, prepareCatalogue } from "./lib/server";

const size = Number(option("size", "10000"));
const SITE = "http://localhost:3000";
process.env.STORE_SITE_URL ??= SITE;
process.env.BETTER_AUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-01";
process.env.AUTH_RATE_LIMIT = "off";
process.env.LOG_LEVEL ??= "warn";

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label}: ${seconds(performance.now() - started)}`);
  return result;
}

async function main() {
  const source = await prepareCatalogue(size);
  const scratch = path.join(benchRoot, `csv-import-${size}`);
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.cpSync(source, scratch, { recursive: true });

  const { openPglite, setDbHandle } = await import("@/server/platform/db/client");
  const handle = openPglite(scratch);
  setDbHandle(handle);
  try {
    const { parseCsv, writeCsv } = await import("@/lib/csv");
    const { exportProductsCsv } = await import("@/server/catalog/manage/product-csv");
    const { POST: importRoute } = await import("@/app/api/admin/products/import/route");
    const { auth } = await import("@/server/account/auth");

    const { createStaff, randomStaffPassword } = await import("@/server/account/manage/staff");
    const staff = {
      email: "bench-staff@lumora.example",
      name: "Bench Personel",
      password: randomStaffPassword(),
      staffRole: "catalogue" as const,
    };
    await createStaff(handle.db, staff);
    const signIn = await auth().api.signInEmail({ body: { email: staff.email, password: staff.password }, asResponse: true });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const importCsv = async (csv: string) => {
      const res = await importRoute(
        new Request(`${SITE}/api/admin/products/import`, {
          method: "POST",
          headers: { origin: SITE, cookie, "content-type": "application/json" },
          body: JSON.stringify({ csv }),
        }),
      );
      if (!res.ok) throw new Error(`import answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as { updated: number; unchanged: number; rejected: unknown[] };
    };

    const exported = await timed("export", exportProductsCsv);
    const [head, ...rows] = parseCsv(exported).map((r) => r.fields);
    // Every row changes: stock +1 and the sale price down by 1 kuruş (the list price stays, so it stays valid).
    const changed = writeCsv([
      head!,
      ...rows.map(([code, name, sale, list, stock, ...flags]) => {
        const [lira, kurus] = sale!.split(",");
        const cents = Number(lira) * 100 + Number(kurus) - 1;
        return [
          code!,
          name!,
          `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, "0")}`,
          list!,
          String(Number(stock) + 1),
          ...flags,
        ];
      }),
    ]);
    console.log(`${rows.length} rows, ${(Buffer.byteLength(changed) / 1024).toFixed(0)} kB of CSV`);

    const report = await timed(`import, every row changed (${rows.length} rows)`, () => importCsv(changed));
    console.log(`  updated ${report.updated}, unchanged ${report.unchanged}, rejected ${report.rejected.length}`);
    const again = await timed("re-import of the same file (nothing to change)", () => importCsv(changed));
    console.log(`  updated ${again.updated}, unchanged ${again.unchanged}, rejected ${again.rejected.length}`);
    if (report.updated !== rows.length || again.updated !== 0) throw new Error("the import did not update every row exactly once");
  } finally {
    setDbHandle(undefined);
    await handle.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
