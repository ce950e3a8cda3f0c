/**
 * The shop runs on a supported Node.js LTS. The `node` package in package.json puts one in node_modules/.bin,
 * which npm puts first on PATH for every script, so `npm start`, `npm test` and the benchmarks use it even on a
 * machine whose own Node is older.
 */
export const MIN_NODE_MAJOR = 22;

export const nodeMajor = (version: string) => Number(version.replace(/^v/, "").split(".")[0]);

/** Null when `version` is supported, otherwise the line to print. */
export function unsupportedNode(version: string): string | null {
  if (nodeMajor(version) >= MIN_NODE_MAJOR) return null;
  return `Node.js ${version} is past its end of life: run the shop through npm (npm start, npm test), which uses the Node.js LTS that npm install puts in node_modules, or install Node.js ${MIN_NODE_MAJOR} or newer.`;
}
