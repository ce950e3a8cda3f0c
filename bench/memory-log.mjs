/**
 * Preloaded into a Node process (`NODE_OPTIONS=--import=./bench/memory-log.mjs MEMORY_LOG=file`), appends the
 * process's memory every second (MEMORY_LOG_MS to change) to `file` as one JSON line: RSS, V8 heap used and total, memory outside the V8 heap
 * (`external`: Buffers and WebAssembly memory such as PGlite's), the size of V8's young generation (`new`), old
 * generation (`old`), large objects (`large`) and code (`code`), and the script that runs. See docs/PERFORMANCE.md.
 */
import fs from "node:fs";
import v8 from "node:v8";

const file = process.env.MEMORY_LOG;
if (file) {
  const started = Date.now();
  const mb = (n) => Math.round(n / 1048576);
  const timer = setInterval(
    () => {
      const m = process.memoryUsage();
      const space = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, mb(s.space_size)]));
      const line = {
        s: Math.round((Date.now() - started) / 1000),
        pid: process.pid,
        script: process.argv[1],
        rss: mb(m.rss),
        heapUsed: mb(m.heapUsed),
        heapTotal: mb(m.heapTotal),
        external: mb(m.external),
        arrayBuffers: mb(m.arrayBuffers),
        new: space.new_space,
        old: space.old_space,
        large: space.large_object_space,
        code: space.code_space,
      };
      fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
    },
    Number(process.env.MEMORY_LOG_MS ?? 1000),
  );
  timer.unref();
}
