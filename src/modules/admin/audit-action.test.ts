import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { auditActionKey } from "./audit-action";

const admin = JSON.parse(fs.readFileSync("public/locales/tr/admin.json", "utf8"));
const lookup = (key: string) =>
  key
    .replace(/^admin:/, "")
    .split(".")
    .reduce((node, part) => node?.[part], admin);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [file] : [];
  });
}

describe("the audit trail's actions", () => {
  it("each action the server records has its Turkish label", () => {
    const written = sources("src/server").flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/action: "([a-z_]+(?:\.[a-z_]+)+)"/g)].map((m) => m[1]!),
    );
    // Made from a value: the review's decision and the return's.
    const made = ["review.approve", "review.reject", "order.return.approved", "order.return.rejected"];
    expect(written.length).toBeGreaterThan(30);
    const unlabelled = [...new Set([...written, ...made])].filter((action) => typeof lookup(auditActionKey(action)) !== "string");
    expect(unlabelled).toEqual([]);
  });
});
