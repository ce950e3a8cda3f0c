/**
 * How `npm start`, the e2e servers and the benchmarks start the production server (scripts/serve.ts): Node and its
 * arguments. `--liftoff-only` compiles the embedded database's WebAssembly (PGlite) with V8's baseline compiler only:
 * its optimising tier compiled PostgreSQL's largest functions on the first catalogue reads and took about 450 MB of
 * memory for it, the server's peak (docs/PERFORMANCE.md, "Where the milliseconds and the memory go").
 */
export const serveCommand: [string, string[]] = [process.execPath, ["--liftoff-only", "--import", "tsx", "scripts/serve.ts"]];
