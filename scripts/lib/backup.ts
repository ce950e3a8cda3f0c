import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pgliteHolder } from "@/server/platform/db/pglite-lock";

/** Backing up or restoring under a running shop would copy, or pull away, files it is still writing. */
function refuseWhileOpen(dir: string) {
  const pid = pgliteHolder(dir);
  if (pid) throw new Error(`The shop is running on ${dir} (process ${pid}): stop it first, then back up or restore.`);
}

/**
 * Embedded-database backups: a gzip tarball of the PGlite data directory, taken while no process has it open
 * (refused while the shop runs: PGlite is one process at a time, so the files are consistent when it is closed).
 * PGlite's own dumpDataDir() hung on a file-backed database here, hence plain tar.
 */
export function backupPglite(dir: string, file: string): number {
  refuseWhileOpen(dir);
  if (!fs.existsSync(path.join(dir, "PG_VERSION"))) throw new Error(`No embedded database at ${dir}`);
  return tarOwnerOnly(dir, file);
}

/**
 * Writes a gzip tarball of `dir` to `file`, readable by its owner only (0600, in a 0700 folder when one is made):
 * a backup holds every customer's data. Returns its size in bytes.
 */
export function tarOwnerOnly(dir: string, file: string): number {
  const target = path.resolve(file);
  fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const fd = fs.openSync(target, "w", 0o600);
  try {
    fs.fchmodSync(fd, 0o600); // a file that was already there keeps its mode through open
    execFileSync("tar", ["-cz", "-C", path.resolve(dir), "."], { stdio: ["ignore", fd, "pipe"] });
  } finally {
    fs.closeSync(fd);
  }
  return fs.statSync(target).size;
}

/** A time for file names: 2026-12-02T15-30-00-000Z. */
export const fileTime = () => new Date().toISOString().replace(/[:.]/g, "-");

/** Restores a backup into `dir`; an existing database is kept beside it as `<dir>.before-restore-<time>`. */
export function restorePglite(file: string, dir: string): string | null {
  refuseWhileOpen(dir);
  if (!fs.existsSync(file)) throw new Error(`No backup file at ${file}`);
  const staging = `${dir}.restoring`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
  execFileSync("tar", ["-xzf", path.resolve(file), "-C", staging]);
  fs.chmodSync(staging, 0o700); // tar gives "." the mode it was backed up with
  if (!fs.existsSync(path.join(staging, "PG_VERSION"))) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw new Error(`${file} is not a backup of an embedded database`);
  }
  let kept: string | null = null;
  if (fs.existsSync(dir)) {
    kept = `${dir}.before-restore-${fileTime()}`;
    fs.renameSync(dir, kept);
  }
  fs.renameSync(staging, dir);
  return kept;
}
