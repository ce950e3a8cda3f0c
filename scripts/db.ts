/** `npm run db:migrate`, `npm run db:seed [-- --products N]`. */
import { fail } from "./lib/proc";

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { openConfiguredDatabase } = await import("./lib/database");
  const handle = await openConfiguredDatabase().catch((err: Error) => fail(err.message));
  try {
    const { migrate } = await import("@/server/compose/migrate");
    await migrate(handle);
    if (command === "migrate") console.log("Migrations applied.");
    else if (command === "seed") {
      const { prepareDatabase } = await import("./lib/database");
      await prepareDatabase(handle);
      const at = rest.indexOf("--products");
      if (at >= 0) {
        const count = Number(rest[at + 1]);
        if (!Number.isInteger(count) || count < 1) fail("--products takes a whole number, e.g. --products 10000");
        const { seedScale } = await import("../seed");
        const started = Date.now();
        await seedScale(handle.db, count, { log: console.log });
        console.log(`Scale catalogue of ${count} products ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      }
    } else fail(`Unknown command "${command}". Use migrate or seed.`);
  } finally {
    await handle.close();
  }
}

void main();
