import http from "node:http";
import { expect, test } from "@playwright/test";
import { startOwnServer } from "./support/own-server";

/**
 * SIGTERM on the production server (scripts/serve.ts), as a deploy or `docker stop` sends it: the live channels a
 * page holds open and the keep-alive connections of finished requests must not keep it alive until the time limit.
 */
test("exits at once on SIGTERM with a live channel open and a keep-alive connection just used", async () => {
  test.setTimeout(300_000);
  const server = await startOwnServer("shutdown", { SHUTDOWN_TIMEOUT_MS: "20000" });
  try {
    const live = await fetch(`${server.base}/api/live`);
    expect(live.status).toBe(200);
    const reading = live.body!.getReader().read();
    // A request answered on a connection the client keeps alive, as browsers and proxies do.
    const agent = new http.Agent({ keepAlive: true });
    const status = await new Promise<number | undefined>((resolve, reject) =>
      http.get(`${server.base}/api/health`, { agent }, (res) => resolve(res.resume().statusCode)).on("error", reject),
    );
    expect(status).toBe(200);
    const stopped = Date.now();
    server.stop();
    // Every process of the server's group gone (scripts/serve.ts included), well before the 20 s time limit.
    await expect.poll(server.running, { timeout: 30_000, intervals: [100] }).toBe(false);
    expect(Date.now() - stopped).toBeLessThan(10_000);
    await reading.catch(() => undefined);
    agent.destroy();
  } finally {
    server.stop();
  }
});
