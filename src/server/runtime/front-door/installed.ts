import { processSingleton } from "@/lib/process-singleton";
import type { FrontDoor } from "./index";

/**
 * Where src/instrumentation.ts leaves the app's front door for scripts/serve.ts, which runs outside the app's
 * bundles and asks for it on every request (empty until Next.js has started the app). No "server-only" import:
 * scripts/serve.ts loads this file itself.
 */
export const installedFrontDoor = processSingleton("frontDoor", (): { door?: FrontDoor } => ({}));
