import net from "node:net";
import { test } from "@playwright/test";

/** The port of this project's server (playwright.config.ts). */
export const serverPort = () => Number(new URL(test.info().project.use.baseURL!).port);

/**
 * Writes `parts` to one fresh connection, `pauseMs` apart, exactly as given (no client library tidies them up),
 * and gives back what the server sent until it closed the connection or `waitMs` passed.
 */
export function rawExchange(port: number, parts: string[], { pauseMs = 100, waitMs = 3000 } = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const received: Buffer[] = [];
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.concat(received).toString("utf8"));
    };
    const timer = setTimeout(done, waitMs);
    socket.on("data", (chunk) => received.push(chunk));
    socket.on("close", done);
    socket.on("error", done);
    socket.on("connect", async () => {
      for (const [i, part] of parts.entries()) {
        if (i > 0) await new Promise((r) => setTimeout(r, pauseMs));
        if (!socket.destroyed) socket.write(part);
      }
    });
  });
}
