/** The benchmarks' PostgreSQL database (made, migrated and seeded to a catalogue size once) and a staff member of the run. */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { catalogueSample } from "../mixed";

async function onServer(databaseUrl: string, sql: string) {
  const url = new URL(databaseUrl);
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/** The bench database with `size` products (made afresh when it has fewer), its sample and a staff member of this run. */
export async function prepareDatabase(databaseUrl: string, size: number) {
  const { openPostgres } = await import("@/server/platform/db/client");
  const { migrate } = await import("@/server/compose/migrate");
  const { seedDemo, seedScale } = await import("../../seed");
  const { createStaff } = await import("@/server/account/manage/staff");
  const { sql } = await import("drizzle-orm");
  const name = new URL(databaseUrl).pathname.slice(1);
  const count = async () => {
    const handle = openPostgres(databaseUrl, 2);
    try {
      const { rows } = await handle.db.execute(sql`select count(*)::int as n from products`);
      return (rows[0] as { n: number }).n;
    } catch {
      return 0;
    } finally {
      await handle.close();
    }
  };
  if ((await count().catch(() => 0)) < size) {
    console.log(`Seeding ${name} with ${size} products…`);
    await onServer(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await onServer(databaseUrl, `CREATE DATABASE ${name}`);
    const handle = openPostgres(databaseUrl, 4);
    try {
      await migrate(handle);
      await seedDemo(handle.db);
      await seedScale(handle.db, size - (await handle.db.$count((await import("@/server/platform/db/schema")).products)));
    } finally {
      await handle.close();
    }
  }
  const handle = openPostgres(databaseUrl, 2);
  try {
    const staff = { email: `bench-${randomBytes(4).toString("hex")}@lumora.example`, password: `Bench-${randomBytes(9).toString("hex")}` };
    await createStaff(handle.db, { ...staff, name: "Bench Personel", staffRole: "catalogue" });
    return { sample: await catalogueSample(handle), staff };
  } finally {
    await handle.close();
  }
}

/** The instances' environment behind the recipe's nginx at `tlsPort`, on `databaseUrl`, with a secret of this run. */
export const instanceEnv = (databaseUrl: string, tlsPort: number) => ({
  DATABASE_URL: databaseUrl,
  STORE_SITE_URL: `https://localhost:${tlsPort}`,
  TRUST_PROXY: "1",
  BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
  AUTH_RATE_LIMIT: "off",
});
