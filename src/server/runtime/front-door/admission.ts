import type http from "node:http";
import { observeRenderWait } from "@/server/platform/metrics";
import { MAX_BODY_BYTES, receiveBody } from "./body-first";
import type { NodeHandler } from "./render-in-process";
import { namesFile, STATIC_PREFIX } from "./static-assets";

/**
 * At most `limit` requests in Next.js's handler at once (docs/adr/0017). The server is one thread: 64 renders
 * interleaved each hold their React tree and HTML until written and all finish late, while a few at a time finish
 * sooner and leave less for the garbage collector to copy.
 *
 * - **The body first.** A request's whole body is received (./body-first.ts: within the largest size a route takes,
 *   answered 408 once it sends nothing for `bodyIdleMs`) before it may take a slot, so a client that is slow to
 *   send, or sends nothing more, holds none. Bodies received and not yet answered are held in memory: at most
 *   `bodyMemoryBytes` of them, half of that for one address; past it, 503.
 * - **A fair share.** One client address (as scripts/serve.ts settled it) holds at most half of the slots; when a
 *   slot frees, the request that waited longest of the address holding fewest slots takes it.
 * - **A bounded wait.** A request that has not had a slot within `queueWaitMs` is answered 503 with Retry-After.
 *
 * A slot is held until the response is handed to the system (`finish`) or the connection closes; a request whose
 * client left while it waited is never rendered. Only pages and API routes take a slot: the build's files
 * (`/_next/static/…`), public files (a path with an extension) and the health check go straight through once their
 * body (if any) is in, and so do the front door's own endpoints (the live channel, the instant search), which never
 * reach Next.js's handler.
 */
export const RENDER_SLOTS = 6;
/** Bodies received and not yet answered, in bytes; one address may hold half (the largest body fits in that). */
export const BODY_MEMORY_BYTES = 32 * 1024 * 1024;

const HEALTH_PATH = "/api/health";

const takesSlot = (req: http.IncomingMessage) => {
  const path = (req.url ?? "").split("?")[0] ?? "";
  return path !== HEALTH_PATH && !path.startsWith(STATIC_PREFIX) && !namesFile(path);
};

/** The client's address as scripts/serve.ts settled it (X-Forwarded-For then holds one), else the socket's peer. */
export const clientOf = (req: http.IncomingMessage) => String(req.headers["x-forwarded-for"] ?? req.socket?.remoteAddress ?? "");

/** `total` units of something (slots, bytes) shared out among client addresses, at most half of them to one. */
function shares(total: number) {
  const perAddress = Math.max(1, Math.floor(total / 2));
  let held = 0;
  const byAddress = new Map<string, number>();
  const of = (client: string) => byAddress.get(client) ?? 0;
  return {
    of,
    held: () => held,
    fits: (client: string, n: number) => held + n <= total && of(client) + n <= perAddress,
    take(client: string, n: number) {
      held += n;
      byAddress.set(client, of(client) + n);
    },
    give(client: string, n: number) {
      held -= n;
      const left = of(client) - n;
      if (left > 0) byAddress.set(client, left);
      else byAddress.delete(client);
    },
  };
}

/** How a refused request is answered: 408 (its body stopped), 413 (too large), 503 (no room, or no slot in time). */
export type Refuse = (req: http.IncomingMessage, res: http.ServerResponse, status: 408 | 413 | 503) => void;

export type AdmissionOptions = { refuse: Refuse; limit?: number; queueWaitMs: number; bodyIdleMs: number; bodyMemoryBytes?: number };

type Waiting = { client: string; start: () => void };

export function createAdmission({
  refuse,
  limit = RENDER_SLOTS,
  queueWaitMs,
  bodyIdleMs,
  bodyMemoryBytes = BODY_MEMORY_BYTES,
}: AdmissionOptions) {
  const slots = shares(limit);
  const bodies = shares(bodyMemoryBytes);
  const waiting: Waiting[] = [];

  /** Gives free slots to the waiting: of the addresses below their share, the one holding fewest, earliest first. */
  function admitWaiting() {
    for (;;) {
      let next: Waiting | undefined;
      for (const entry of waiting)
        if (slots.fits(entry.client, 1) && (!next || slots.of(entry.client) < slots.of(next.client))) next = entry;
      if (!next) return;
      waiting.splice(waiting.indexOf(next), 1);
      next.start();
    }
  }

  /** True once `client` holds a slot; false when its client left first, or after `queueWaitMs` (answered 503). */
  function takeSlot(client: string, req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
    if (slots.fits(client, 1)) {
      slots.take(client, 1);
      observeRenderWait(0);
      return Promise.resolve(true);
    }
    const asked = performance.now();
    const waited = () => observeRenderWait((performance.now() - asked) / 1000);
    return new Promise((resolve) => {
      const leave = (answer: boolean) => {
        waited();
        waiting.splice(waiting.indexOf(entry), 1);
        clearTimeout(timer);
        res.off("close", onClose);
        if (answer) refuse(req, res, 503);
        resolve(false);
      };
      const onClose = () => leave(false);
      const timer = setTimeout(() => leave(true), queueWaitMs);
      const entry: Waiting = {
        client,
        start: () => {
          clearTimeout(timer);
          res.off("close", onClose);
          slots.take(client, 1);
          waited();
          resolve(true);
        },
      };
      res.once("close", onClose);
      waiting.push(entry);
    });
  }

  /**
   * Hands the request to `handler` once its body is in and, when it takes one (`slot`), a slot is free; never, when
   * the client left first or the request was refused. `client`: whose share the request counts against (a guest's
   * page-cache render, the guest's). The handler's own promise: a handler that fails frees its slot and fails as it
   * would have without one.
   */
  async function admit(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    handler: NodeHandler,
    client = clientOf(req),
    slot = takesSlot(req),
  ) {
    let bodyBytes = 0;
    const take = (n: number) => {
      if (!bodies.fits(client, n)) return false;
      bodies.take(client, n);
      bodyBytes += n;
      return true;
    };
    const body = await receiveBody(req, { maxBytes: MAX_BODY_BYTES, idleMs: bodyIdleMs, take });
    const admitted = body === "received" && !res.closed && (!slot || (await takeSlot(client, req, res)));
    if (!admitted) {
      bodies.give(client, bodyBytes);
      if (typeof body === "number") refuse(req, res, body);
      return;
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      bodies.give(client, bodyBytes);
      if (!slot) return;
      slots.give(client, 1);
      admitWaiting();
    };
    res.once("finish", release).once("close", release);
    try {
      return await handler(req, res);
    } catch (err) {
      release();
      throw err;
    }
  }

  return { admit, size: () => ({ running: slots.held(), waiting: waiting.length, bodyBytes: bodies.held() }) };
}
