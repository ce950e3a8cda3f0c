import "server-only";
import { loadLiveLimits } from "@/config/live";
import { cartCookieFrom } from "@/server/cart/identity";
import { dbHandle } from "@/server/db/client";
import { apiRoute } from "@/server/http/handler";
import { processSingleton } from "@/server/runtime/process-singleton";
import { clientIp } from "@/server/runtime/rate-limit";
import { versionClock } from "@/server/runtime/version-clock";
import { createHub, type LiveSink } from "./hub";
import { LIVE_CHANNEL, liveScopes } from "./publish";

/** Events a client may leave unread before it is closed as too slow (it reconnects and re-reads). */
const MAX_UNREAD = 32;

/** This process's hub, listening on the process-wide database once the first channel opens. */
export const liveHub = processSingleton("liveHub", () =>
  createHub({
    listen: (onPayload, onLost) => dbHandle().listen(LIVE_CHANNEL, onPayload, onLost),
    limits: loadLiveLimits(),
    // A page re-reads the product as soon as it hears of a change made on another instance: its catalogue reads
    // must not wait for the version clock's next check (docs/adr/0006).
    onEvent: (event) => {
      if (event.kind === "product") versionClock().expire();
    },
  }),
);

const OPENED = new TextEncoder().encode(": open\n\n");

/**
 * GET /api/live (docs/API.md, docs/adr/0013): a Server-Sent Events stream of the events the caller may see, chosen
 * from the session cookie and the cart cookie alone: the public catalogue's, the signed-in customer's, those of the
 * cart this browser holds, and staff's to staff. Served by the front door (its own Node stream), and by
 * src/app/api/live/route.ts when the app runs without it.
 */
export const liveEndpoint = apiRoute({ originOnReads: true }, async ({ user, headers }) => {
  const cartId = cartCookieFrom(headers);
  const scopes = [liveScopes.public];
  if (user) scopes.push(liveScopes.user(user.id));
  if (cartId) scopes.push(liveScopes.cart(cartId));
  if (user?.role === "staff") scopes.push(liveScopes.staff);
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
  leave = await liveHub().join({
    scopes,
    session: user ? liveScopes.user(user.id) : cartId ? liveScopes.cart(cartId) : null,
    address: clientIp(headers),
    sink,
  });
  sink.send(OPENED);
  return new Response(body, {
    headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-store, no-transform", "x-accel-buffering": "no" },
  });
});
