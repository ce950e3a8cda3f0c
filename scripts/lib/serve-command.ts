/**
 * How `npm start`, the e2e servers and the benchmarks start the production server (scripts/serve.ts): Node and its
 * arguments, chosen for the server's memory (docs/adr/0014; figures in docs/PERFORMANCE.md, "Where the
 * milliseconds and the memory go"):
 * - `--liftoff-only` compiles the embedded database's WebAssembly (PGlite) with V8's baseline compiler only: its
 *   optimising tier compiled PostgreSQL's largest functions on the first catalogue reads and took about 450 MB of
 *   memory for it (still so on Node 24).
 * - `--max-semi-space-size=16`: on this machine Node 24 lets each of the young generation's semi-spaces grow to
 *   64 MB, and the renders in flight fill them; 16 MB keeps the young generation at 32 MB.
 * - `--heap-growing-percent=50`: after a full collection V8 lets the old generation grow to a multiple of what
 *   survived before the next one, up to about four times when memory is plentiful (230 MB live, 690 MB of heap
 *   under load); 50 % collects sooner, for more garbage-collection CPU. 25 % saved another 30–40 MB and cost a
 *   signed-in page 5–25 % more CPU, which put its p95 past 400 ms. Not a ceiling: a larger catalogue still gets
 *   the heap it needs.
 * And `serveEnv`, its environment on top of the caller's:
 * - `MALLOC_ARENA_MAX=1`: the C library's allocator otherwise gives each thread that allocates (the thread pool's
 *   compression and file work, V8's helpers) an arena of its own, which grows and fragments on its own; one shared
 *   arena kept the server's peak under `bench:load` about 45 MB lower at the same rate, with no change in the CPU
 *   a signed-in page costs (docs/PERFORMANCE.md).
 */
export const serveCommand: [string, string[]] = [
  process.execPath,
  ["--liftoff-only", "--max-semi-space-size=16", "--heap-growing-percent=50", "--import", "tsx", "scripts/serve.ts"],
];

export const serveEnv = { MALLOC_ARENA_MAX: "1" };
