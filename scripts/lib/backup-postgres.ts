import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { newestMigration } from "@/server/platform/db/migrate";
import { fileTime, tarOwnerOnly } from "./backup";

/**
 * PostgreSQL backups: one gzip tarball holding `database.dump` (pg_dump's custom format: a consistent snapshot,
 * taken while the shop runs) and `manifest.json` (the schema's migration level and the time). Uploaded images and
 * files live in the `media` table, so the dump carries them.
 */
const DUMP = "database.dump";
const MANIFEST = "manifest.json";

type Manifest = { database: "postgres"; migration: number | null; createdAt: string };

/** Where PostgreSQL's client tools may be: PATH, then /usr/lib/postgresql/<version>/bin, newest version first. */
function toolDirs(): string[] {
  const onPath = (process.env.PATH ?? "").split(path.delimiter).filter(Boolean);
  const versions = fs.existsSync("/usr/lib/postgresql") ? fs.readdirSync("/usr/lib/postgresql") : [];
  return [...onPath, ...versions.sort((a, b) => Number(b) - Number(a)).map((version) => `/usr/lib/postgresql/${version}/bin`)];
}

/** The client tool `name` from the first of `dirs` that has it, or a one-line error saying what to install. */
export function pgTool(name: "pg_dump" | "pg_restore" | "psql", dirs = toolDirs()): string {
  const found = dirs.map((dir) => path.join(dir, name)).find((file) => fs.existsSync(file));
  if (!found) throw new Error(`${name} not found: install PostgreSQL's client tools (Debian: apt install postgresql-client).`);
  return found;
}

/** The URL without its password, which goes in PGPASSWORD instead (arguments are visible to every user in `ps`). */
function connection(url: string): { target: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { target: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function tool(name: Parameters<typeof pgTool>[0], args: string[], env: NodeJS.ProcessEnv): string {
  try {
    return execFileSync(pgTool(name), args, { env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 << 20 });
  } catch (err) {
    const lines = String((err as { stderr?: string }).stderr ?? "")
      .trim()
      .split("\n");
    const cause = lines.find((line) => /\b(ERROR|FATAL|error)\b/.test(line)) ?? lines[0];
    throw new Error(`${name} failed: ${cause || (err as Error).message}`);
  }
}

/** The journal time of the newest migration applied to the database, or null when it has none (an empty database). */
function migrationLevel(url: string): Promise<number | null> {
  return withClient(url, async (client) => {
    try {
      const { rows } = await client.query("select max(created_at) as newest from drizzle.__drizzle_migrations");
      return rows[0]?.newest == null ? null : Number(rows[0].newest);
    } catch (err) {
      if ((err as { code?: string }).code === "42P01" || (err as { code?: string }).code === "3F000") return null;
      throw err;
    }
  });
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Restoring under a running shop would pull its tables away mid-request: every other session must be gone. */
async function refuseWhileConnected(url: string) {
  const others = await withClient(url, async (client) => {
    const sql =
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()";
    return (await client.query<{ n: number }>(sql)).rows[0]?.n ?? 0;
  });
  if (others > 0)
    throw new Error(`${others} other session(s) are connected to the database: stop the shop and its worker first, then restore.`);
}

const scratch = () => fs.mkdtempSync(path.join(os.tmpdir(), "lumora-pg-backup-")); // mkdtemp makes it 0700

export async function backupPostgres(url: string, file: string): Promise<number> {
  const { target, env } = connection(url);
  const dir = scratch();
  try {
    const manifest: Manifest = { database: "postgres", migration: await migrationLevel(url), createdAt: new Date().toISOString() };
    tool("pg_dump", ["--format=custom", `--file=${path.join(dir, DUMP)}`, `--dbname=${target}`], env);
    fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    return tarOwnerOnly(dir, file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Unpacks `file` into `dir` and reads its manifest: refuses what is no PostgreSQL backup, or one of newer code. */
function unpack(file: string, dir: string) {
  let manifest: Manifest | null = null;
  try {
    execFileSync("tar", ["-xzf", path.resolve(file), "-C", dir], { stdio: ["ignore", "ignore", "pipe"] });
    manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), "utf8")) as Manifest;
  } catch {
    // not a tarball, or no readable manifest in it: refused below
  }
  if (manifest?.database !== "postgres" || !fs.existsSync(path.join(dir, DUMP))) {
    throw new Error(`${file} is not a backup of a PostgreSQL database`);
  }
  if (manifest.migration !== null && manifest.migration > newestMigration()) {
    throw new Error(
      `${file} was taken by a newer version of the shop (its newest migration is of ${new Date(manifest.migration).toISOString()}): restore it with that version.`,
    );
  }
}

/**
 * Restores a backup into the database `url` names, in one transaction: the schemas the dump holds (and public)
 * are dropped with everything in them, so tables a later migration added do not survive, then the dump is
 * replayed; any error rolls all of it back. The database it replaces is first backed up beside `file` as
 * `lumora-before-restore-<time>.tar.gz` (none when it was empty). Returns that file.
 */
export async function restorePostgres(file: string, url: string): Promise<string | null> {
  if (!fs.existsSync(file)) throw new Error(`No backup file at ${file}`);
  const { target, env } = connection(url);
  const dir = scratch();
  try {
    unpack(file, dir);
    const dump = path.join(dir, DUMP);
    const listed = tool("pg_restore", ["--list", dump], env).matchAll(/^\d+; \d+ \d+ SCHEMA - (\S+) /gm);
    const schemas = new Set(["public", ...Array.from(listed, (match) => match[1] ?? "public")]);
    await refuseWhileConnected(url);
    const kept =
      (await migrationLevel(url)) === null
        ? null
        : path.join(path.dirname(path.resolve(file)), `lumora-before-restore-${fileTime()}.tar.gz`);
    if (kept) await backupPostgres(url, kept);

    const script = path.join(dir, "restore.sql");
    tool("pg_restore", ["--no-owner", `--file=${script}`, dump], env);
    const clear = [...schemas].map((schema) => `DROP SCHEMA IF EXISTS ${pg.escapeIdentifier(schema)} CASCADE;`).join(" ");
    // public as a new database has it (PostgreSQL 15): owned by the database's owner, usable by every role.
    const publicSchema = "CREATE SCHEMA public; ALTER SCHEMA public OWNER TO pg_database_owner; GRANT USAGE ON SCHEMA public TO PUBLIC;";
    tool(
      "psql",
      ["-X", "-q", "-v", "ON_ERROR_STOP=1", "--single-transaction", "-c", `${clear} ${publicSchema}`, "-f", script, target],
      env,
    );
    return kept;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
