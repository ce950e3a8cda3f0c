import "server-only";
import type http from "node:http";
import { loadLiveLimits } from "@/config/live";
import { processSingleton } from "@/lib/process-singleton";
import { type SessionUser, staffRefusal } from "@/server/account";
import { cartCookieFrom } from "@/server/cart";
import { apiRoute } from "@/server/compose/api-route";
import { dbHandle } from "@/server/platform/db/client";
import { sendAnswer, toApiRequest } from "@/server/platform/http/node-bridge";
import { createHub, type LiveMember, type LiveSink } from "@/server/platform/live/hub";
import { LIVE_CHANNEL, liveScopes } from "@/server/platform/live/publish";
import { clientAddressKey } from "@/server/platform/runtime/rate-limit";
import { onShutdown } from "@/server/platform/runtime/shutdown";
import { versionClock } from "@/server/platform/runtime/version-clock";
import { STAFF_TOPIC_PAGE, STAFF_TOPICS } from "@/shared/live";

/** Events a client may leave unread before it is closed as too slow (it reconnects and re-reads). */
const MAX_UNREAD = 32;
const MAX_UNREAD_BYTES = 16 * 1024;

/** This process's hub, listening on the process-wide database once the first channel opens. */
export const liveHub = processSingleton("liveHub", () => {
  const hub = createHub({
    listen: (onPayload, onLost) => dbHandle().listen(LIVE_CHANNEL, onPayload, onLost),
    limits: loadLiveLimits(),
    // A page re-reads the product as soon as it hears of a change made on another instance: its catalogue reads
    // must not wait for the version clock's next check (docs/adr/0006).
    onEvent: (event) => {
      if (event.kind === "product") versionClock().expire();
    },
  });
  // Its channels end with the process, so that they do not hold the server's shutdown (they reconnect elsewhere).
  onShutdown("live", () => liveHub().stop());
  return hub;
});

const OPENED = new TextEncoder().encode(": open\n\n");
const streamHeaders = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-store, no-transform",
  "x-accel-buffering": "no",
};

/**
 * Who the channel is for, from the session cookie and the cart cookie alone. A staff member hears the topics of
 * the pages their role opens, as the back office's guard decides (an owner without a second factor, none).
 */
function memberOf(user: SessionUser | null, headers: Headers): Omit<LiveMember, "sink"> {
  const cartId = cartCookieFrom(headers);
  const scopes = [liveScopes.public];
  if (user) scopes.push(liveScopes.user(user.id));
  if (cartId) scopes.push(liveScopes.cart(cartId));
  for (const topic of STAFF_TOPICS) if (staffRefusal(user, STAFF_TOPIC_PAGE[topic]) === null) scopes.push(liveScopes.staff(topic));
  const session = user ? liveScopes.user(user.id) : cartId ? liveScopes.cart(cartId) : null;
  return { scopes, session, address: clientAddressKey(headers) };
}

/** Where a channel's bytes go, and the answer that starts it once the hub has taken it in. */
type Transport = { sink: LiveSink; opened: (leave: () => void) => Response };

/**
 * GET /api/live (docs/API.md, docs/adr/0013): a Server-Sent Events stream of the events the caller may see: the
 * public catalogue's, the signed-in customer's, those of the cart this browser holds, and staff's to the staff of
 * the topic's part.
 */
const liveRoute = (transport: () => Transport) =>
  apiRoute({ originOnReads: true }, async ({ user, headers }) => {
    const { sink, opened } = transport();
    return opened(await liveHub().join({ ...memberOf(user, headers), sink }));
  });

/** The route file's transport (src/app/api/live/route.ts, the app without the front door): a web stream. */
function webTransport(): Transport {
  let leave = () => {};
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
    cancel: () => leave(),
  });
  const sink: LiveSink = {
    send: (chunk) => {
      if (!controller || (controller.desiredSize ?? 0) < -MAX_UNREAD) return false;
      controller.enqueue(chunk);
      return true;
    },
    close: () => {
      leave();
      try {
        controller?.close();
      } catch {
        // already closed by the client
      }
    },
  };
  const opened = (left: () => void) => {
    leave = left;
    sink.send(OPENED);
    return new Response(body, { headers: streamHeaders });
  };
  return { sink, opened };
}

export const liveEndpoint = liveRoute(webTransport);

/**
 * The front door's transport: the bytes written straight to the Node response. A web stream per channel cost
 * about 33 kB of memory where this costs about 9 kB (docs/adr/0013).
 */
function nodeTransport(res: http.ServerResponse, extra: Record<string, string>): Transport {
  let open = false;
  const sink: LiveSink = {
    send: (chunk) => {
      if (!open) return true;
      if (res.writableLength > MAX_UNREAD_BYTES) return false;
      res.write(chunk);
      return true;
    },
    close: () => {
      open = false;
      res.end();
    },
  };
  const opened = (leave: () => void) => {
    res.once("close", leave);
    res.writeHead(200, { ...extra, ...streamHeaders });
    open = true;
    sink.send(OPENED);
    // Only its request id is read: the channel is already answered.
    return new Response(null);
  };
  return { sink, opened };
}

/** GET /api/live in the front door (docs/adr/0010): the same rules, the stream on the Node response. */
export async function serveLive(req: http.IncomingMessage, res: http.ServerResponse, extra: Record<string, string>) {
  const answer = await liveRoute(() => nodeTransport(res, extra)).answer(toApiRequest(req));
  if (!res.headersSent) await sendAnswer(res, answer, extra);
}
