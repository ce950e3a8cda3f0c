import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { openPglite } from "@/server/platform/db/client";
import { pglitePidFile } from "@/server/platform/db/pglite-lock";
import { backupPglite, restorePglite } from "./lib/backup";

let template: string | undefined;

/** An embedded database with one table, closed again: made once (PGlite takes seconds to start), copied into `root`. */
async function database(root: string) {
  if (!template) {
    template = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lumora-backup-")), "pglite");
    const db = new PGlite(template);
    await db.exec("create table t (n int); insert into t values (1);");
    await db.close();
  }
  const dir = path.join(root, "pglite");
  fs.cpSync(template, dir, { recursive: true });
  return dir;
}

describe("embedded database backups", () => {
  it("round-trips: a restore brings back exactly what was backed up, and keeps the database it replaced", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-backup-"));
    const dir = path.join(root, "pglite");
    const file = path.join(root, "backup.tar.gz");
    const original = new PGlite(dir);
    await original.exec(
      "create table orders (id serial primary key, number text not null); insert into orders (number) values ('LM-1'), ('LM-2');",
    );
    await original.close();

    backupPglite(dir, file);
    const changed = new PGlite(dir);
    await changed.exec("delete from orders; insert into orders (number) values ('LM-99');");
    await changed.close();

    const kept = restorePglite(file, dir);
    const restored = new PGlite(dir);
    const rows = await restored.query<{ number: string }>("select number from orders order by id");
    await restored.close();
    expect(rows.rows.map((r) => r.number)).toEqual(["LM-1", "LM-2"]);
    expect(kept && fs.existsSync(kept)).toBe(true);
  }, 60_000);

  it("writes the backup for the owner only: a 0600 file in a 0700 folder it creates", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-backup-"));
    const dir = await database(root);
    const file = path.join(root, "backups", "backup.tar.gz");
    fs.writeFileSync(path.join(root, "old.tar.gz"), "", { mode: 0o644 });
    backupPglite(dir, file);
    backupPglite(dir, path.join(root, "old.tar.gz"));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(root, "old.tar.gz")).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    restorePglite(file, dir);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
  }, 60_000);

  it("refuses to back up or restore while a running process holds the database, and ignores a stale pid file", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-backup-"));
    const dir = await database(root);
    const file = path.join(root, "backup.tar.gz");
    backupPglite(dir, file);

    const shop = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    try {
      fs.writeFileSync(pglitePidFile(dir), `${shop.pid}\n`);
      expect(() => backupPglite(dir, path.join(root, "other.tar.gz"))).toThrow(`The shop is running on ${dir} (process ${shop.pid})`);
      expect(() => restorePglite(file, dir)).toThrow(/The shop is running on .* stop it first/);
      expect(fs.existsSync(path.join(root, "other.tar.gz"))).toBe(false);
    } finally {
      shop.kill("SIGKILL");
      await new Promise((resolve) => shop.once("exit", resolve));
    }
    // The same pid file, its process gone (a crash): stale, so both work again.
    expect(backupPglite(dir, path.join(root, "other.tar.gz"))).toBeGreaterThan(0);
    expect(restorePglite(file, dir)).not.toBeNull();
  }, 60_000);

  it("marks an embedded database as held while this process has it open, and releases it on close", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-backup-"));
    const dir = await database(root);
    const handle = openPglite(dir);
    expect(fs.readFileSync(pglitePidFile(dir), "utf8").trim()).toBe(String(process.pid));
    await handle.close();
    expect(fs.existsSync(pglitePidFile(dir))).toBe(false);
  }, 60_000);

  it("refuses to back up a directory that holds no database", () => {
    expect(() => backupPglite(path.join(os.tmpdir(), "lumora-nothing-here"), path.join(os.tmpdir(), "x.tar.gz"))).toThrow(
      /No embedded database/,
    );
  });
});
