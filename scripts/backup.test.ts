import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { backupPglite, restorePglite } from "./lib/backup";

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

  it("refuses to back up a directory that holds no database", () => {
    expect(() => backupPglite(path.join(os.tmpdir(), "lumora-nothing-here"), path.join(os.tmpdir(), "x.tar.gz"))).toThrow(
      /No embedded database/,
    );
  });
});
