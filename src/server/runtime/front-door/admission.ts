import type http from "node:http";
import type { NodeHandler } from "./render-in-process";
import { namesFile, STATIC_PREFIX } from "./static-assets";

/**
 * At most `limit` requests in Next.js's handler at once, the others waiting first come, first served
 * (docs/adr/0017). The server is one thread: 64 renders interleaved each hold their React tree and HTML until
 * written and all finish late, while a few at a time finish sooner and leave less for the garbage collector to
 * copy. A slot is held until the response is handed to the system (`finish`) or the connection closes; a request
 * whose client left while it waited is never rendered. Only pages and API routes take a slot: the build's files
 * (`/_next/static/…`) and public files (a path with an extension) go straight through, and the live channel and
 * the instant search never reach the handler.
 */
export const RENDER_SLOTS = 6;

const takesSlot = (req: http.IncomingMessage) => {
  const path = (req.url ?? "").split("?")[0] ?? "";
  return !path.startsWith(STATIC_PREFIX) && !namesFile(path);
};

type Request = { req: http.IncomingMessage; res: http.ServerResponse; handler: NodeHandler };

export function createAdmission(limit = RENDER_SLOTS) {
  let running = 0;
  const waiting: (() => void)[] = [];

  /** The handler's own promise: a handler that fails frees its slot and fails as it would have without one. */
  async function run({ req, res, handler }: Request) {
    running++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      running--;
      waiting.shift()?.();
    };
    res.once("finish", release).once("close", release);
    try {
      return await handler(req, res);
    } catch (err) {
      release();
      throw err;
    }
  }

  /** Hands the request to `handler` now or once a slot is free; never, when the client left while it waited. */
  function admit(req: http.IncomingMessage, res: http.ServerResponse, handler: NodeHandler): Promise<unknown> {
    const request = { req, res, handler };
    if (!takesSlot(req)) return Promise.resolve(handler(req, res));
    if (running < limit) return run(request);
    return new Promise((resolve, reject) => {
      const turn = () => run(request).then(resolve, reject);
      waiting.push(turn);
      res.once("close", () => {
        const at = waiting.indexOf(turn);
        if (at < 0) return;
        waiting.splice(at, 1);
        resolve(undefined);
      });
    });
  }

  return { admit, size: () => ({ running, waiting: waiting.length }) };
}
