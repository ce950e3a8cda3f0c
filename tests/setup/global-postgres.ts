import pg from "pg";
import { migrate } from "@/server/compose/migrate";
import { openPostgres } from "@/server/platform/db/client";
import { seedDemo } from "../../seed";
import { databaseUrl, pgTemplateName } from "./template";

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Builds a migrated, seeded template database on the real PostgreSQL; each test file clones it. */
export default async function setup() {
  const base = process.env.TEST_DATABASE_URL!;
  await admin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${pgTemplateName} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${pgTemplateName}`);
  });
  const handle = openPostgres(databaseUrl(base, pgTemplateName), 4);
  await migrate(handle);
  await seedDemo(handle.db);
  await handle.close();
  return async () => {
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${pgTemplateName} WITH (FORCE)`));
  };
}
