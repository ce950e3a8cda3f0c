import "server-only";
import pino from "pino";

const holder = globalThis as unknown as { __lumoraLog?: pino.Logger };

/** JSON lines on stdout; LOG_LEVEL overrides (tests run with "silent"). One logger per process. */
holder.__lumoraLog ??= pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { app: "lumora-shop" },
});

export const logger: pino.Logger = holder.__lumoraLog;
