import { processSingleton } from "@/server/runtime/process-singleton";

/**
 * The worker running in this process, where src/instrumentation.ts leaves it for scripts/serve.ts, which stops it
 * on SIGTERM. No "server-only" import: scripts/serve.ts loads this file itself.
 */
export const runningWorker = processSingleton("jobWorker", (): { stop?: (timeoutMs: number) => Promise<void> } => ({}));
