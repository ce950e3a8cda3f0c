import http from "node:http";
import type { AddressInfo } from "node:net";
import { createFrontDoor } from "@/server/runtime/front-door";

/**
 * The status a GET leaves the app's front door with, Next.js stood in for by a page that answers 200 (what
 * Next.js answers for the back office's "no access" page): the status the visitor would get.
 */
export async function statusThroughFrontDoor(path: string, cookie: string): Promise<number> {
  const door = createFrontDoor();
  const server = http.createServer((req, res) => door(req, res, (_req, out) => out.end("page")));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { headers: { cookie } });
    await res.text();
    return res.status;
  } finally {
    server.closeAllConnections();
    server.close();
  }
}
