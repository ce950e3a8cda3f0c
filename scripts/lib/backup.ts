import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * Embedded-database backups: a gzip tarball of the PGlite data directory, taken while no process has it open
 * (stop the server first: PGlite is one process at a time, so the files are consistent when it is closed).
 * PGlite's own dumpDataDir() hung on a file-backed database here, hence plain tar.
 */
export function backupPglite(dir: string, file: string): number {
  if (!fs.existsSync(path.join(dir, "PG_VERSION"))) throw new Error(`No embedded database at ${dir}`);
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  execFileSync("tar", ["-czf", path.resolve(file), "-C", path.resolve(dir), "."]);
  return fs.statSync(file).size;
}

/** Restores a backup into `dir`; an existing database is kept beside it as `<dir>.before-restore-<time>`. */
export function restorePglite(file: string, dir: string): string | null {
  if (!fs.existsSync(file)) throw new Error(`No backup file at ${file}`);
  const staging = `${dir}.restoring`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  execFileSync("tar", ["-xzf", path.resolve(file), "-C", staging]);
  if (!fs.existsSync(path.join(staging, "PG_VERSION"))) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw new Error(`${file} is not a backup of an embedded database`);
  }
  let kept: string | null = null;
  if (fs.existsSync(dir)) {
    kept = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    fs.renameSync(dir, kept);
  }
  fs.renameSync(staging, dir);
  return kept;
}
