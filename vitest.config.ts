import path from "node:path";
import { defineConfig } from "vitest/config";

const integration = (name: string, globalSetup: string, exclude: string[] = []) => ({
  extends: true as const,
  test: {
    name,
    include: ["tests/integration/**/*.test.ts"],
    exclude,
    globalSetup: [globalSetup],
    setupFiles: ["tests/setup/per-file-db.ts"],
    // Every test file's requests come from one address; tests/integration/shop-limits.test.ts turns the cart limits on.
    env: { DB_KIND: name.endsWith("postgres") ? "postgres" : "pglite", CART_RATE_LIMIT: "off" },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src"),
      "server-only": path.resolve(import.meta.dirname, "tests/setup/empty.ts"),
    },
  },
  test: {
    // Vitest's default (cores - 1) is one worker on a 2-core machine; every file has its own database or port.
    maxWorkers: 2,
    env: {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
      STORE_SITE_URL: "http://localhost:3000",
    },
    projects: [
      { extends: true, test: { name: "unit", include: ["src/**/*.test.ts", "scripts/**/*.test.ts", "lint/**/*.test.ts"] } },
      // PGlite is one process's database: two app instances cannot share it.
      integration("integration-pglite", "tests/setup/global-pglite.ts", [
        "tests/integration/two-instances.test.ts",
        "tests/integration/jobs-two-instances.test.ts",
        "tests/integration/live-two-instances.test.ts",
      ]),
      ...(process.env.TEST_DATABASE_URL ? [integration("integration-postgres", "tests/setup/global-postgres.ts")] : []),
    ],
  },
});
