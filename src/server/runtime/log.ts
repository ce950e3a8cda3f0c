import "server-only";
import pino from "pino";
import { processSingleton } from "./process-singleton";

/** JSON lines on stdout; LOG_LEVEL overrides (tests run with "silent"). One logger per process. */
export const logger: pino.Logger = processSingleton("logger", () =>
  pino({
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
    base: { app: "lumora-shop" },
  }),
)();
