import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth } from "@/server/account/auth";
import { type DbHandle, db, dbHandle, openPglite, openPostgres, setDbHandle } from "@/server/platform/db/client";
import { prepareDatabase, staffPasswordFile } from "../../scripts/lib/database";
import { databaseUrl } from "../setup/template";

const staffEmail = "admin@lumora.example";
let previous: DbHandle;
let fresh: DbHandle;
let dropDatabase = async () => {};

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/** An empty database of this file's kind, which the start script migrates and seeds as on a first `npm start`. */
beforeAll(async () => {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-first-seed-"));
  if (process.env.DB_KIND === "postgres") {
    const name = `lumora_first_${randomBytes(6).toString("hex")}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    fresh = openPostgres(databaseUrl(process.env.TEST_DATABASE_URL!, name), 4);
    dropDatabase = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else fresh = openPglite(new PGlite());
  previous = dbHandle();
  setDbHandle(fresh);
});

afterAll(async () => {
  setDbHandle(previous);
  await fresh.close();
  await dropDatabase();
});

const signInStatus = async (password: string) =>
  (await auth().api.signInEmail({ body: { email: staffEmail, password }, asResponse: true })).status;

describe("the first seed's staff account", () => {
  it("gets a random password, printed once and kept owner-only in DATA_DIR; a second run prints and changes nothing", async () => {
    const first: string[] = [];
    await prepareDatabase(fresh, (line) => first.push(line));
    const file = staffPasswordFile();
    expect(path.dirname(file)).toBe(process.env.DATA_DIR);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const [email, password] = fs.readFileSync(file, "utf8").trim().split("\n") as [string, string];
    expect(email).toBe(staffEmail);
    expect(password).not.toBe("Admin1234!");
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(password).toMatch(/\p{L}/u);
    expect(password).toMatch(/\d/);
    expect(first.filter((line) => line.includes(password))).toHaveLength(1);
    expect(first.join("\n")).not.toContain("Admin1234!");
    expect(db()).toBe(fresh.db);
    expect(await signInStatus(password)).toBe(200);
    expect(await signInStatus("Admin1234!")).toBe(401);

    const second: string[] = [];
    await prepareDatabase(fresh, (line) => second.push(line));
    expect(second.join("\n")).not.toContain(password);
    expect(second.join("\n")).not.toMatch(/staff/i);
    expect(fs.readFileSync(file, "utf8")).toBe(`${staffEmail}\n${password}\n`);
    expect(await signInStatus(password)).toBe(200);
  }, 240_000);
});
