import type { AddressInfo } from "node:net";
import { createFrontDoor, type FrontDoor } from "@/server/runtime/front-door";
import { createShopServer } from "@/server/runtime/front-door/http-server";
import { frontDoorLimits } from "@/server/runtime/front-door/limits";
import { nextStandIn } from "./next-stand-in";

export type Shop = {
  base: string;
  port: number;
  door: FrontDoor;
  /** How many requests the server has been sent so far (their heads read). */
  seen: () => number;
  /** Resolves once the server has been sent `count` requests in all. */
  requestsSeen: (count: number) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * The production server (its HTTP side and the app's front door) on a free loopback port, Next.js stood in for
 * (./next-stand-in.ts); `env` sets its limits (src/server/runtime/front-door/limits.ts) and TRUST_PROXY.
 */
export async function startShop(options: { env?: Record<string, string>; pageDelay?: () => Promise<void> } = {}): Promise<Shop> {
  const env = options.env ?? {};
  const door = createFrontDoor(frontDoorLimits(env));
  const server = createShopServer(nextStandIn(options.pageDelay), { env, door: () => door });
  let seen = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  server.on("request", () => {
    seen++;
    for (const waiter of waiters.filter((w) => w.count <= seen)) waiter.resolve();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    door,
    seen: () => seen,
    requestsSeen: (count) => (count <= seen ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve }))),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
