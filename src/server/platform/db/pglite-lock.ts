import fs from "node:fs";
import path from "node:path";

/**
 * An embedded database is one process's at a time. The process that opens one writes its pid beside it
 * (`<dir>.pid`), so that the backup commands can refuse while the shop runs on it; a pid file whose process is
 * gone (a crash, a kill) is stale and ignored.
 */
export const pglitePidFile = (dir: string): string => `${path.resolve(dir)}.pid`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM"; // it exists, under another user
  }
}

/** The live process other than this one that has the database at `dir` open, or null. */
export function pgliteHolder(dir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pglitePidFile(dir), "utf8").trim());
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
}

/** Marks the database at `dir` as this process's; answers the release, which also runs when the process exits. */
export function holdPglite(dir: string): () => void {
  const file = pglitePidFile(dir);
  fs.writeFileSync(file, `${process.pid}\n`, { mode: 0o600 });
  const release = () => {
    process.off("exit", release);
    try {
      if (fs.readFileSync(file, "utf8").trim() === String(process.pid)) fs.rmSync(file);
    } catch {
      // already gone
    }
  };
  process.once("exit", release);
  return release;
}
