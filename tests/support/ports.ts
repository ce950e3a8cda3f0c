import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * The ports this checkout's tests may listen on besides the e2e suite's (3310-3312): several engineers share one
 * machine, each with a range of their own. Test files running at the same time (in several processes) claim one
 * with a lock file naming their process, so that two never pick the same port while an instance is still starting.
 */
const TEST_PORTS = [3313, 3314, 3315, 3316, 3317, 3318, 3319];

const lockFile = (port: number) => path.join(os.tmpdir(), `lumora-test-port-${port}.lock`);

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Claims the port's lock for this process. A lock of a process that is gone is taken over; this process's own lock
 * is taken again (the caller checked that nothing listens there: an earlier test file's server has closed).
 */
function claim(port: number): boolean {
  const file = lockFile(port);
  try {
    fs.writeFileSync(file, String(process.pid), { flag: "wx" });
    process.once("exit", () => fs.rmSync(file, { force: true }));
  } catch {
    const owner = Number(fs.readFileSync(file, "utf8"));
    if (owner !== process.pid && alive(owner)) return false;
    fs.writeFileSync(file, String(process.pid));
  }
  return true;
}

const listenable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });

/** `count` different ports of the range that nothing listens on and no other test process holds. */
export async function freePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  for (const port of TEST_PORTS) {
    if (ports.length === count) break;
    if ((await listenable(port)) && claim(port)) ports.push(port);
  }
  if (ports.length < count) throw new Error(`not ${count} free ports among ${TEST_PORTS.join(", ")}`);
  return ports;
}
