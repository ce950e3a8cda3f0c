import "server-only";
import { ApiError } from "@/server/platform/http/errors";
import { logger } from "@/server/platform/runtime/log";
import type { LiveEvent } from "@/shared/live";
import type { LiveNote } from "./publish";

/** One open channel as the hub sees it: `send` answers false when the client has not read what it was sent. */
export type LiveSink = { send: (chunk: Uint8Array) => boolean; close: () => void };

export type LiveMember = { scopes: readonly string[]; session: string | null; address: string; sink: LiveSink };

export type LiveLimits = { perSession: number; perAddress: number; total: number };

/** Starts listening; resolves to the way to stop. */
type Listen = (onPayload: (payload: string) => void, onLost: (err?: Error) => void) => Promise<() => Promise<void>>;

export type HubOptions = {
  listen: Listen;
  limits: LiveLimits;
  /** Every event this instance hears, before it is sent on (the version clock, for product events). */
  onEvent?: (event: LiveEvent) => void;
  heartbeatMs?: number;
};

const encoder = new TextEncoder();
export const encodeEvent = (event: LiveEvent) => encoder.encode(`data: ${JSON.stringify(event)}\n\n`);
const HEARTBEAT = encoder.encode(":\n\n");

/**
 * The open channels of this process, by scope, and the one LISTEN that feeds them (docs/adr/0013). Each event goes
 * only to the channels that hold its scope. A client that has not read what it was sent is closed rather than
 * waited for, so a slow client holds up nobody; it reconnects and re-reads. If the LISTEN connection is lost every
 * channel is closed for the same reason: their pages re-read on reconnecting, so no event that matters is lost.
 */
export function createHub({ listen, limits, onEvent, heartbeatMs = 25_000 }: HubOptions) {
  const byScope = new Map<string, Set<LiveMember>>();
  const members = new Set<LiveMember>();
  const perSession = new Map<string, number>();
  const perAddress = new Map<string, number>();
  let listening: Promise<() => Promise<void>> | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const count = (map: Map<string, number>, key: string, by: number) => {
    const n = (map.get(key) ?? 0) + by;
    if (n > 0) map.set(key, n);
    else map.delete(key);
  };

  function deliver(payload: string) {
    let note: LiveNote;
    try {
      note = JSON.parse(payload) as LiveNote;
    } catch {
      return;
    }
    onEvent?.(note.event);
    const audience = byScope.get(note.scope);
    if (!audience) return;
    const chunk = encodeEvent(note.event);
    for (const member of [...audience]) if (!member.sink.send(chunk)) member.sink.close();
  }

  function lost(err?: Error) {
    logger.warn({ err }, "live channel's LISTEN connection lost; closing its clients");
    listening = undefined;
    for (const member of [...members]) member.sink.close();
  }

  function startListening() {
    listening ??= listen(deliver, lost).catch((err) => {
      listening = undefined;
      throw err;
    });
    return listening;
  }

  function leave(member: LiveMember) {
    if (!members.delete(member)) return;
    for (const scope of member.scopes) {
      const audience = byScope.get(scope);
      audience?.delete(member);
      if (audience?.size === 0) byScope.delete(scope);
    }
    if (member.session) count(perSession, member.session, -1);
    count(perAddress, member.address, -1);
  }

  /** Adds a channel within the limits (429 beyond them); resolves to the way it leaves, once it listens. */
  async function join(member: LiveMember): Promise<() => void> {
    const full =
      members.size >= limits.total ||
      (perAddress.get(member.address) ?? 0) >= limits.perAddress ||
      (member.session !== null && (perSession.get(member.session) ?? 0) >= limits.perSession);
    if (full) throw new ApiError(429, "too_many_live_connections", undefined, { "Retry-After": "30" });
    members.add(member);
    if (member.session) count(perSession, member.session, 1);
    count(perAddress, member.address, 1);
    try {
      await startListening();
    } catch (err) {
      leave(member);
      logger.error({ err }, "live channel cannot LISTEN");
      throw new ApiError(503, "database_unavailable");
    }
    if (!members.has(member)) throw new ApiError(503, "database_unavailable");
    for (const scope of member.scopes) {
      if (!byScope.has(scope)) byScope.set(scope, new Set());
      byScope.get(scope)?.add(member);
    }
    heartbeat ??= setInterval(() => {
      for (const m of [...members]) if (!m.sink.send(HEARTBEAT)) m.sink.close();
    }, heartbeatMs).unref();
    return () => leave(member);
  }

  /** Closes every channel and stops listening (tests, shutdown). */
  async function stop() {
    clearInterval(heartbeat);
    heartbeat = undefined;
    for (const member of [...members]) member.sink.close();
    const unlisten = await listening?.catch(() => undefined);
    listening = undefined;
    await unlisten?.();
  }

  return { join, stop, size: () => members.size };
}

export type LiveHub = ReturnType<typeof createHub>;
