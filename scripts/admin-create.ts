/** `npm run admin:create -- --email staff@example.com --name "Ad Soyad"`: asks for the password without echoing it. */
import { PASSWORD_MAX, PASSWORD_MIN } from "@/shared/account/fields";
import { fail } from "./lib/proc";

/** The sign-up rule (src/shared/account/fields.ts), which staffInput enforces, in the operator's words. */
const PASSWORD_RULE = `${PASSWORD_MIN} to ${PASSWORD_MAX} characters with a letter and a digit`;

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

let pending = "";

/** Reads one line from the terminal with echo off (raw mode); from a pipe it reads the next line. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    process.stdout.write(prompt);
    const stdin = process.stdin;
    const tty = stdin.isTTY;
    const take = (): boolean => {
      const end = pending.search(/[\r\n]/);
      if (end < 0) return false;
      const line = pending.slice(0, end);
      pending = pending.slice(pending[end] === "\r" && pending[end + 1] === "\n" ? end + 2 : end + 1);
      if (tty) stdin.setRawMode(false);
      stdin.pause();
      stdin.off("data", onData);
      process.stdout.write("\n");
      resolve(line);
      return true;
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\u0003") process.exit(130);
        if (ch === "\u007f") pending = pending.slice(0, -1);
        else pending += ch;
      }
      take();
    };
    if (take()) return;
    if (tty) stdin.setRawMode(true);
    stdin.setEncoding("utf8");
    stdin.on("data", onData);
    stdin.resume();
  });
}

async function main() {
  const email = arg("email");
  const name = arg("name");
  if (!email || !name) fail('Usage: npm run admin:create -- --email staff@example.com --name "Ad Soyad"');
  const password = await askHidden(`Password (${PASSWORD_RULE}): `);
  const again = await askHidden("Password again: ");
  if (password !== again) fail("The passwords do not match.");
  const { openConfiguredDatabase } = await import("./lib/database");
  const handle = await openConfiguredDatabase().catch((err: Error) => fail(err.message));
  try {
    const { migrate } = await import("@/server/compose/migrate");
    await migrate(handle);
    const { createStaff, staffInput } = await import("@/server/account/manage/staff");
    const parsed = staffInput.safeParse({ email, name, password });
    if (!parsed.success)
      fail(
        parsed.error.issues
          .map((i) => (i.path[0] === "password" ? `password: ${PASSWORD_RULE}` : `${i.path.join(".")}: ${i.message}`))
          .join("; "),
      );
    const result = await createStaff(handle.db, { email: email!, name: name!, password });
    console.log(result.created ? `Staff account created for ${email}.` : `${email} is now staff; the password was replaced.`);
  } finally {
    await handle.close();
  }
}

void main();
