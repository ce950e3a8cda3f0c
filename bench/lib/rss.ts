/** Peak resident memory and CPU time of a process and its descendants (the server may run helpers of its own), from /proc. */
import fs from "node:fs";

const read = (file: string) => {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return ""; // the process ended between listing and reading
  }
};

function descendants(pid: number): number[] {
  const children = read(`/proc/${pid}/task/${pid}/children`).trim().split(/\s+/).filter(Boolean).map(Number);
  return [pid, ...children.flatMap(descendants)];
}

const statusKb = (pid: number, field: "VmRSS" | "VmHWM") =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(read(`/proc/${pid}/status`))?.[1] ?? 0);

/** Samples the tree's summed RSS every `everyMs` until stopped; the peak is also checked against each process's own VmHWM. */
export function sampleRss(pid: number, everyMs = 250) {
  let peakKb = 0;
  const sample = () => {
    const pids = descendants(pid);
    const total = pids.reduce((sum, p) => sum + statusKb(p, "VmRSS"), 0);
    const highWater = Math.max(...pids.map((p) => statusKb(p, "VmHWM")));
    peakKb = Math.max(peakKb, total, highWater);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    /** Stops sampling and returns the peak in MB. */
    stop: () => {
      sample();
      clearInterval(timer);
      return peakKb / 1024;
    },
  };
}

/** CPU time (user + system, every thread) the process and its descendants have used so far, in milliseconds, from /proc. */
export function cpuMs(pid: number): number {
  const ticksPerSecond = 100; // USER_HZ on Linux
  return descendants(pid).reduce((sum, p) => {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = read(`/proc/${p}/stat`).split(") ")[1]?.split(" ") ?? [];
    return sum + ((Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 1000) / ticksPerSecond;
  }, 0);
}
