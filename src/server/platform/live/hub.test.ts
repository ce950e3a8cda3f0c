import { describe, expect, it } from "vitest";
import { createHub, type LiveMember } from "./hub";

/** A hub over a stand-in LISTEN whose payloads and loss the test drives. */
function hubWith(limits = { perSession: 10, perAddress: 10, total: 10 }) {
  let notify: (payload: string) => void = () => {};
  let lose: () => void = () => {};
  const hub = createHub({
    listen: async (onPayload, onLost) => {
      notify = onPayload;
      lose = onLost;
      return async () => {};
    },
    limits,
  });
  return {
    hub,
    notify: (scope: string, event: object) => notify(JSON.stringify({ scope, event })),
    raw: (payload: string) => notify(payload),
    lose: () => lose(),
  };
}

/** A client that reads nothing once it holds `capacity` chunks. */
function client(scopes: string[], capacity = Number.POSITIVE_INFINITY, address = "192.0.2.1", session: string | null = null) {
  const received: string[] = [];
  let closed = false;
  const member: LiveMember = {
    scopes,
    session,
    address,
    sink: {
      send: (chunk) => {
        if (received.length >= capacity) return false;
        received.push(new TextDecoder().decode(chunk));
        return true;
      },
      close: () => {
        closed = true;
        leave?.();
      },
    },
  };
  let leave: (() => void) | undefined;
  return {
    member,
    received,
    closed: () => closed,
    join: async (hub: ReturnType<typeof createHub>) => {
      leave = await hub.join(member);
    },
  };
}

describe("the live hub", () => {
  it("sends an event only to the channels holding its scope", async () => {
    const { hub, notify } = hubWith();
    const ayse = client(["public", "user:a"]);
    const zeynep = client(["public", "user:z"]);
    await ayse.join(hub);
    await zeynep.join(hub);
    notify("user:a", { kind: "order", id: 1 });
    notify("public", { kind: "product", id: 2 });
    expect(ayse.received).toEqual(['data: {"kind":"order","id":1}\n\n', 'data: {"kind":"product","id":2}\n\n']);
    expect(zeynep.received).toEqual(['data: {"kind":"product","id":2}\n\n']);
  });

  it("closes a client that does not read instead of waiting for it, and keeps sending to the others", async () => {
    const { hub, notify } = hubWith();
    const slow = client(["public"], 1);
    const quick = client(["public"]);
    await slow.join(hub);
    await quick.join(hub);
    for (let id = 1; id <= 3; id++) notify("public", { kind: "product", id });
    expect([slow.closed(), slow.received.length, quick.received.length, hub.size()]).toEqual([true, 1, 3, 1]);
  });

  it("closes every channel when its LISTEN connection is lost, so that pages reconnect and re-read", async () => {
    const { hub, lose } = hubWith();
    const a = client(["public"]);
    await a.join(hub);
    lose();
    expect([a.closed(), hub.size()]).toEqual([true, 0]);
  });

  it("refuses a channel past the limit per session, per address and in all with 429", async () => {
    const { hub } = hubWith({ perSession: 1, perAddress: 2, total: 3 });
    await client(["public"], 9, "192.0.2.1", "user:a").join(hub);
    await expect(client(["public"], 9, "192.0.2.2", "user:a").join(hub)).rejects.toMatchObject({ status: 429 });
    await client(["public"], 9, "192.0.2.1").join(hub);
    await expect(client(["public"], 9, "192.0.2.1").join(hub)).rejects.toMatchObject({ status: 429 });
    await client(["public"], 9, "192.0.2.3").join(hub);
    await expect(client(["public"], 9, "192.0.2.4").join(hub)).rejects.toMatchObject({ status: 429 });
  });

  it("ignores a payload that is not a note of ours", async () => {
    const { hub, raw, notify } = hubWith();
    const a = client(["public"]);
    await a.join(hub);
    raw("not json");
    notify("public", { kind: "cart" });
    expect(a.received).toEqual(['data: {"kind":"cart"}\n\n']);
  });
});
