/** Next.js calls this once when the server starts: it hands scripts/serve.ts the front door (docs/adr/0010). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installFrontDoor } = await import("@/server/runtime/front-door");
  installFrontDoor();
}
