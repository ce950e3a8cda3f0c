/** How `npm start`, the e2e servers and the benchmarks start the production server (scripts/serve.ts): Node and its arguments. */
export const serveCommand: [string, string[]] = [process.execPath, ["--import", "tsx", "scripts/serve.ts"]];
