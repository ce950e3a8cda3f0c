import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { type DbHandle, openPglite, openPostgres, setDbHandle } from "@/server/platform/db/client";
import { jobQueue, releaseJobQueue } from "@/server/platform/jobs/queue";
import { databaseUrl, pgliteTemplatePath, pgTemplateName } from "./template";

let handle: DbHandle | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Each test file gets its own copy of the seeded template, on PGlite or on PostgreSQL (DB_KIND). */
beforeAll(async () => {
  if (process.env.DB_KIND === "postgres") {
    const name = `lumora_test_${randomBytes(6).toString("hex")}`;
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${pgTemplateName}`);
    // For tests that start app instances of their own on this file's database.
    process.env.TEST_FILE_DATABASE_URL = databaseUrl(process.env.TEST_DATABASE_URL!, name);
    handle = openPostgres(process.env.TEST_FILE_DATABASE_URL, 12);
    dropDatabase = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    const dump = new Blob([fs.readFileSync(pgliteTemplatePath)]);
    handle = openPglite(new PGlite({ loadDataDir: dump }));
  }
  setDbHandle(handle);
  // As the app does before serving: on PGlite a transaction that queues a job cannot wait for the queue to start.
  await jobQueue();
});

afterAll(async () => {
  await releaseJobQueue();
  setDbHandle(undefined);
  await handle?.close();
  await dropDatabase?.();
});
