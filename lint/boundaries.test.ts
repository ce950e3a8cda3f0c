import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The layer rules of docs/ARCHITECTURE.md are Biome's: this runs the project's own biome.json (and its plugin) on
 * fixture files placed where the rules apply, and reads which imports it reports.
 */
const root = path.resolve(import.meta.dirname, "..");
const biome = path.join(root, "node_modules", ".bin", "biome");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "layer-rules-"));
fs.copyFileSync(path.join(root, "biome.json"), path.join(dir, "biome.json"));
fs.cpSync(path.join(root, "lint"), path.join(dir, "lint"), { recursive: true, filter: (f) => !f.endsWith(".test.ts") });

type Finding = { file: string; line: number };

function lint(files: Record<string, string>): Finding[] {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  let out: string;
  try {
    out = execFileSync(biome, ["lint", "--reporter=json", "--max-diagnostics=none", ...Object.keys(files)], {
      cwd: dir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch (err) {
    out = (err as { stdout: string }).stdout;
  } finally {
    for (const file of Object.keys(files)) fs.rmSync(path.join(dir, file));
  }
  const report = JSON.parse(out) as {
    diagnostics: { category: string; location: { path: string; start: { line: number } } }[];
  };
  return report.diagnostics
    .filter((d) => d.category === "lint/style/noRestrictedImports" || d.category === "plugin")
    .map((d) => ({ file: d.location.path, line: d.location.start.line }));
}

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// Each case runs Biome over its fixtures in a process of its own: a few seconds on a busy 2-core machine.
describe("layer rules", { timeout: 20_000 }, () => {
  it.each([
    ["server code importing UI code", "src/server/cart/wrong.ts", 'import { postJson } from "@/modules/api/client";\n'],
    ["server code importing a UI type", "src/server/cart/wrong.ts", 'import type { CartStore } from "@/modules/cart/cart-store";\n'],
    ["server code importing the seed", "src/server/catalog/wrong.ts", 'import { seedDemo } from "../../../seed";\n'],
    ["UI code importing the seed", "src/modules/blog/wrong.ts", 'import { demoAccounts } from "../../../seed/users";\n'],
    ["UI code importing a route", "src/modules/cart/wrong.ts", 'import Page from "@/app/(shop)/page";\n'],
    ["the shared folder importing the server", "src/shared/cart/wrong.ts", 'import { db } from "@/server/platform/db/client";\n'],
    ["the shared folder importing React", "src/shared/cart/wrong.ts", 'import { useState } from "react";\n'],
    ["the shared folder importing UI code", "src/shared/cart/wrong.ts", 'import { cartHref } from "@/modules/cart/paths";\n'],
    [
      "the platform importing a domain",
      "src/server/platform/mail/wrong.ts",
      'import { buildMailAttachment } from "@/server/orders/documents";\n',
    ],
    [
      "the platform importing a domain lazily",
      "src/server/platform/jobs/wrong.ts",
      'export const run = () => import("@/server/orders");\n',
    ],
    ["the platform importing the composition", "src/server/platform/jobs/wrong.ts", 'import { shopJobs } from "@/server/compose/jobs";\n'],
    ["a domain importing another past its face", "src/server/orders/wrong.ts", 'import { cartLines } from "@/server/cart/cart";\n'],
    [
      "a domain naming another's type past its face",
      "src/server/quotes/wrong.ts",
      'import type { SessionUser } from "@/server/account/session";\n',
    ],
    [
      "a domain re-exporting another past its face",
      "src/server/social/wrong.ts",
      'export { catalogSnapshot } from "@/server/catalog/snapshot";\n',
    ],
    [
      "the platform importing a domain by a relative path",
      "src/server/platform/mail/wrong.ts",
      'import { buildMailAttachment } from "../../orders/documents";\n',
    ],
    [
      "the platform importing the composition by a relative path",
      "src/server/platform/wrong.ts",
      'import { shopJobs } from "../compose/jobs";\n',
    ],
    [
      "a domain importing another past its face by a relative path",
      "src/server/orders/wrong.ts",
      'import { cartLines } from "../cart/cart";\n',
    ],
    [
      "a domain's sub-folder importing another domain past its face",
      "src/server/orders/aftersale/wrong.ts",
      'import type { SessionUser } from "../../account/session";\n',
    ],
    ["a domain importing another's face by a relative path", "src/server/orders/wrong.ts", 'import { cartLines } from "../cart";\n'],
    ["a domain importing another's index by a relative path", "src/server/quotes/wrong.ts", 'import { cartLines } from "../cart/index";\n'],
    [
      "a domain loading another past its face by a relative path",
      "src/server/social/wrong.ts",
      'export const load = () => import("../catalog/snapshot");\n',
    ],
    ["a pure helper importing the server", "src/lib/wrong.ts", 'import { logger } from "@/server/platform/runtime/log";\n'],
    [
      "a client component importing server code",
      "src/modules/cart/wrong.tsx",
      '"use client";\nimport { getCart } from "@/server/cart/cart";\n',
    ],
    ["a client component importing i18next", "src/modules/cart/wrong.tsx", '"use client";\nimport { createInstance } from "i18next";\n'],
    ["UI code importing react-i18next", "src/modules/forms/wrong.tsx", 'import { Trans } from "react-i18next";\n'],
    ["a script importing i18next", "scripts/wrong.ts", 'import type { TFunction } from "i18next";\n'],
    ["the server importing i18next", "src/i18n/server.ts", 'import { createInstance } from "i18next";\n'],
    ["the translations importing the server", "src/i18n/server.ts", 'import { logger } from "@/server/platform/runtime/log";\n'],
    ["a page linking with next/link itself", "src/modules/catalog/wrong.tsx", 'import Link from "next/link";\n'],
    ["a UI component calling the server itself", "src/modules/cart/wrong.tsx", 'import { getCart } from "@/server/cart/cart";\n'],
    ["a page calling the server itself", "src/app/(shop)/sepet/page.tsx", 'import { getCart } from "@/server/cart/cart";\n'],
    ["a layout calling the server itself", "src/app/admin/layout.tsx", 'import { adminCounts } from "@/server/orders/manage/orders";\n'],
    ["a value named beside a server type", "src/modules/cart/wrong.ts", 'import { type Cart, getCart } from "@/server/cart/cart";\n'],
    ["UI code passing a server value on", "src/modules/cart/wrong.ts", 'export { getCart } from "@/server/cart/cart";\n'],
    [
      "a UI component calling the server by a relative path",
      "src/modules/cart/wrong.tsx",
      'import { getCart } from "../../server/cart/cart";\n',
    ],
    [
      "a page calling the server by a relative path",
      "src/app/(shop)/sepet/page.tsx",
      'import { getCart } from "../../../server/cart/cart";\n',
    ],
    ["UI code loading the server on demand", "src/modules/cart/wrong.ts", 'export const load = () => import("@/server/cart/cart");\n'],
  ])("reports %s", (_, file, text) => {
    expect(lint({ [file]: text })).toContainEqual({ file, line: text.startsWith('"use client"') ? 2 : 1 });
  });

  it("accepts the imports the layers allow", () => {
    expect(
      lint({
        "src/server/cart/right.ts":
          'import { MAX_LINE_QUANTITY } from "@/shared/cart/types";\nimport { formatPrice } from "@/lib/money";\n',
        "src/shared/cart/right.ts":
          'import { z } from "zod";\nimport { entityId } from "@/shared/ids";\nimport { phoneDigits } from "@/lib/phone";\n',
        "src/server/orders/right.ts":
          'import { cartLines } from "@/server/cart";\nimport { db } from "@/server/platform/db/client";\nimport { status } from "@/server/orders/status";\n',
        "src/server/platform/jobs/right.ts":
          'import { logger } from "@/server/platform/runtime/log";\nimport { enqueue } from "./queue";\n',
        "src/server/compose/right.ts": 'import { listOrders } from "@/server/orders/read";\n',
        "src/server/orders/aftersale/right.ts":
          'import { status } from "../status";\nimport { db } from "../../platform/db/client";\nimport { formatPrice } from "../../../lib/money";\n',
        "src/server/platform/mail/right.ts":
          'import { logger } from "../runtime/log";\nimport { formatPrice } from "../../../lib/money";\n',
        "src/modules/cart/relative.ts": 'import type { Cart } from "../../server/cart/cart";\nimport { cartHref } from "../cart/paths";\n',
        "src/modules/cart/right.tsx":
          '"use client";\nimport type { Cart } from "@/server/cart/cart";\nimport { LOW_STOCK } from "@/shared/cart/types";\n',
        "src/modules/cart/data.ts": 'import "server-only";\nexport { getCart } from "@/server/cart/cart";\n',
        "src/modules/catalog/data/listing.ts": 'import { listProducts } from "@/server/catalog/listing";\n',
        "src/app/api/cart/route.ts": 'import { getCart } from "@/server/cart/cart";\n',
        "src/app/(shop)/sepet/page.tsx":
          'import { getCart } from "@/modules/cart/data";\nimport type { Cart } from "@/server/cart/cart";\n',
        "src/modules/cart/types.ts": 'export type { Cart } from "@/server/cart/cart";\n',
        "seed/right.ts": 'import { db } from "@/server/platform/db/client";\n',
        "src/i18n/translate.test.ts": 'import { createInstance } from "i18next";\n',
        "src/i18n/server.ts": 'import { processSingleton } from "@/lib/process-singleton";\n',
        "src/modules/ui/link.tsx": '"use client";\nimport NextLink from "next/link";\n',
        "src/app/right.tsx": 'import Link from "@/modules/ui/link";\n',
      }),
    ).toEqual([]);
  });
});
