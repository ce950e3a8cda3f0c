import { createHash } from "node:crypto";
import path from "node:path";

/** Where the migrated, seeded PGlite template of this run is dumped; each test file loads a copy. */
export const pgliteTemplatePath = path.resolve("node_modules/.cache/lumora-test/pglite-template.tar.gz");
/** Per checkout, so that runs in several work trees on one PostgreSQL do not collide. */
export const pgTemplateName = `lumora_tpl_${createHash("sha1").update(process.cwd()).digest("hex").slice(0, 10)}`;

export function databaseUrl(base: string, name: string) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
