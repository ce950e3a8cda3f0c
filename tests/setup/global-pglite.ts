import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migrate } from "@/server/compose/migrate";
import { openPglite } from "@/server/platform/db/client";
import { seedDemo } from "../../seed";
import { pgliteTemplatePath } from "./template";

/** Migrates and seeds one in-memory PGlite per run and dumps it; files reload the dump (~0.4 s) instead of seeding. */
export default async function setup() {
  const handle = openPglite(new PGlite());
  await migrate(handle);
  await seedDemo(handle.db);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("gzip");
  fs.mkdirSync(path.dirname(pgliteTemplatePath), { recursive: true });
  fs.writeFileSync(pgliteTemplatePath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}
