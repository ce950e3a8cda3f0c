import { type ChildProcess, type SpawnOptions, spawn } from "node:child_process";
import { unsupportedNode } from "./node-runtime";

const children = new Set<ChildProcess>();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(130);
  });
}

/** Runs a command with inherited output; resolves with its exit code. Our SIGINT/SIGTERM reach it too. */
export function run(cmd: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: "inherit", ...options });
    children.add(child);
    child.on("exit", (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on("error", () => resolve(127));
  });
}

export const bin = (name: string) => `node_modules/.bin/${name}`;

export function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

/** Stops with one line when this process runs on an unsupported Node.js. */
export function requireSupportedNode() {
  const problem = unsupportedNode(process.version);
  if (problem) fail(problem);
}
