import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "@/server/compose/migrate";
import { openPostgres } from "@/server/platform/db/client";
import { newestMigration } from "@/server/platform/db/migrate";
import { databaseUrl } from "../tests/setup/template";
import { backupPostgres, pgTool, restorePostgres } from "./lib/backup-postgres";

const base = process.env.TEST_DATABASE_URL;
const name = `lumora_backup_${randomBytes(4).toString("hex")}`;
const url = base ? databaseUrl(base, name) : "";

async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = [], target = url): Promise<T[]> {
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const address = {
  fullName: "Ayşe Yılmaz",
  phone: "5551112233",
  city: "İstanbul",
  district: "Kadıköy",
  neighbourhood: "Moda",
  line: "Sokak 1",
  postcode: "34710",
  billingType: "individual",
};
const addOrder = (number: string) =>
  sql(
    `insert into orders (number, email, status, payment_method, delivery_type, sub_total, discount_total, tax_total,
       delivery_total, cod_fee, grand_total, shipping_address, billing_address)
     values ($1, 'ayse@example.com', 'paid', 'card', 'standard', 1000, 0, 200, 0, 0, 1200, $2, $2)`,
    [number, JSON.stringify(address)],
  );
const snapshot = async () => ({
  orders: (await sql<{ number: string }>("select number from orders order by number")).map((r) => r.number),
  media: (await sql<{ key: string; bytes: Buffer }>("select key, bytes from media where key like 'uploads/%' order by key")).map(
    (r) => `${r.key}:${r.bytes.toString("hex")}`,
  ),
});

/** Writes a tarball holding `files` (name to content), as a backup would be. */
function tarball(root: string, files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(root, "fake-"));
  for (const [file, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), content);
  const file = path.join(root, `${path.basename(dir)}.tar.gz`);
  execFileSync("tar", ["-czf", file, "-C", dir, "."]);
  return file;
}

describe("PostgreSQL client tools", () => {
  it("are found on the search path, and a missing one is named with what to install", () => {
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-pg-bin-"));
    fs.writeFileSync(path.join(bin, "pg_dump"), "", { mode: 0o755 });
    expect(pgTool("pg_dump", ["/nowhere", bin])).toBe(path.join(bin, "pg_dump"));
    expect(() => pgTool("pg_restore", [bin])).toThrow("pg_restore not found: install PostgreSQL's client tools");
  });
});

describe.skipIf(!base)("PostgreSQL backups", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-pg-backup-test-"));

  beforeAll(async () => {
    await sql(`create database ${name}`, [], base);
    const handle = openPostgres(url, 2);
    await migrate(handle);
    await handle.close();
  }, 120_000);

  afterAll(async () => {
    await sql(`drop database if exists ${name} with (force)`, [], base);
    await sql(`drop role if exists ${name}_reader`, [], base);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("round-trips orders and media, drops what came after, and backs up the database it replaces", async () => {
    await addOrder("LM-1");
    await sql("insert into media (key, content_type, bytes) values ('uploads/products/a.webp', 'image/webp', $1)", [
      Buffer.from("RIFF-image-bytes"),
    ]);
    const before = await snapshot();
    const file = path.join(root, "backups", "lumora.tar.gz");
    await backupPostgres(url, file);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    const listing = execFileSync("tar", ["-tzf", file], { encoding: "utf8" });
    expect(listing).toContain("database.dump");
    expect(listing).toContain("manifest.json");

    await sql("delete from media where key like 'uploads/%'");
    await sql("update orders set status = 'cancelled'");
    await addOrder("LM-2");
    await sql("create table added_later (n int)");

    const kept = await restorePostgres(file, url);
    expect(await snapshot()).toEqual(before);
    expect((await sql<{ status: string }>("select status from orders"))[0]?.status).toBe("paid");
    expect(await sql("select 1 from pg_tables where tablename = 'added_later'")).toEqual([]);
    expect(kept && fs.statSync(kept).mode & 0o777).toBe(0o600);

    // The database the restore replaced comes back from the file it kept.
    await restorePostgres(kept as string, url);
    expect((await snapshot()).orders).toEqual(["LM-1", "LM-2"]);
  }, 120_000);

  it("rolls the whole restore back when the dump cannot be replayed (a role it grants to is gone)", async () => {
    const role = `${name}_reader`;
    await sql(`create role ${role}`);
    await sql(`grant select on orders to ${role}`);
    const file = path.join(root, "with-grant.tar.gz");
    await backupPostgres(url, file);
    await sql(`drop owned by ${role}`);
    await sql(`drop role ${role}`);
    await addOrder("LM-3");
    const before = await snapshot();

    await expect(restorePostgres(file, url)).rejects.toThrow(/psql failed: .*role .* does not exist/);
    expect(await snapshot()).toEqual(before);
  }, 60_000);

  it("refuses a backup from a newer version of the shop, and one that is not a PostgreSQL backup, changing nothing", async () => {
    const newer = tarball(root, {
      "manifest.json": JSON.stringify({ database: "postgres", migration: newestMigration() + 1, createdAt: new Date().toISOString() }),
      "database.dump": "",
    });
    await expect(restorePostgres(newer, url)).rejects.toThrow(/newer version of the shop/);
    await expect(restorePostgres(tarball(root, { PG_VERSION: "17" }), url)).rejects.toThrow(/not a backup of a PostgreSQL database/);
    const garbage = path.join(root, "garbage.tar.gz");
    fs.writeFileSync(garbage, "not a tarball");
    await expect(restorePostgres(garbage, url)).rejects.toThrow(/not a backup of a PostgreSQL database/);
    const badManifest = tarball(root, { "manifest.json": "{", "database.dump": "" });
    await expect(restorePostgres(badManifest, url)).rejects.toThrow(/not a backup of a PostgreSQL database/);
    expect((await snapshot()).orders.length).toBeGreaterThan(0);
  });

  it("refuses to restore while another session (a running shop) is connected", async () => {
    const file = path.join(root, "busy.tar.gz");
    await backupPostgres(url, file);
    const shop = new pg.Client({ connectionString: url });
    await shop.connect();
    try {
      await expect(restorePostgres(file, url)).rejects.toThrow(/other session\(s\) are connected.*stop the shop/);
    } finally {
      await shop.end();
    }
  }, 60_000);
});
