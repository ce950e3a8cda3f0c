import { processSingleton } from "@/lib/process-singleton";

/** Ends one part of the process, waiting at most `timeoutMs` for the work it has in hand. */
type Closer = (timeoutMs: number) => Promise<void>;

/**
 * What this process must end before it exits, each part registered where it starts: the job worker
 * (src/server/jobs/start.ts) and the live channel's hub, whose streams are never idle, so that an HTTP server
 * waiting for its connections to finish would otherwise wait out the whole time limit. scripts/serve.ts and the
 * tests' route server run them on SIGTERM. No "server-only" import: scripts/serve.ts loads this file itself.
 */
const closers = processSingleton("shutdownClosers", () => new Map<string, Closer>());

/** Registers (or replaces) the part named `name`. */
export function onShutdown(name: string, close: Closer): void {
  closers().set(name, close);
}

/** Ends every registered part at once. */
export async function shutDown(timeoutMs: number): Promise<void> {
  await Promise.all([...closers().values()].map((close) => close(timeoutMs)));
}
