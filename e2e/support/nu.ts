import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

// The vnu-jar package exports the path of the checker's jar (as a String object); it runs with the machine's Java.
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

export type NuMessage = { type: string; url?: string; message: string; extract?: string; lastLine?: number };

/** Fails loudly when there is no Java to run the checker with: a markup check that cannot run must not pass. */
function requireJava() {
  const java = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (java.error || java.status !== 0)
    throw new Error(
      `The W3C Nu HTML checker needs Java 11 or later on the PATH (\`java -version\` failed: ${java.error?.message ?? java.stderr}). ` +
        "Install it (Debian: apt-get install openjdk-17-jre-headless) and run again.",
    );
}

/**
 * Checks HTML documents with the W3C Nu HTML checker in one run of the jar, errors only, and returns its
 * messages, each with the name of the document it is in.
 */
export function nuErrors(documents: Record<string, string>): NuMessage[] {
  requireJava();
  const dir = mkdtempSync(path.join(os.tmpdir(), "nu-"));
  try {
    const files = Object.entries(documents).map(([name, html]) => {
      const file = path.join(dir, `${name}.html`);
      writeFileSync(file, html);
      return file;
    });
    const run = spawnSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw run.error;
    // The checker writes its report to stderr and exits 1 when it found errors.
    const report = JSON.parse(run.stderr || run.stdout) as { messages: NuMessage[] };
    return report.messages.map((m) => ({ ...m, url: m.url ? path.basename(decodeURIComponent(m.url), ".html") : undefined }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
