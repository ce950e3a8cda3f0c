import type { LiveEvent } from "@/shared/live";

/** An open live channel as a browser's EventSource would read it: the events in order, as they arrive. */
export type LiveClient = {
  status: number;
  /** The next event not yet taken (waits for it). */
  next: () => Promise<LiveEvent>;
  close: () => Promise<void>;
  /** Whether the server ended the stream (waits for it). */
  ended: () => Promise<boolean>;
};

/** Reads an answer of GET /api/live; an error answer (no stream) is a client with its status and no events. */
export function readLive(res: Response): LiveClient {
  const queue: LiveEvent[] = [];
  const waiting: ((event: LiveEvent) => void)[] = [];
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const streamed = res.headers.get("content-type")?.startsWith("text/event-stream");
  const pump = async () => {
    for (;;) {
      const { done, value } = await reader!.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const data = buffer
          .slice(0, end)
          .split("\n")
          .filter((line) => line.startsWith("data: "))
          .map((line) => line.slice(6))
          .join("\n");
        buffer = buffer.slice(end + 2);
        if (data) {
          const event = JSON.parse(data) as LiveEvent;
          const take = waiting.shift();
          if (take) take(event);
          else queue.push(event);
        }
        end = buffer.indexOf("\n\n");
      }
    }
  };
  const finished = streamed
    ? pump().then(
        () => true,
        () => false,
      )
    : Promise.resolve(false);
  return {
    status: res.status,
    next: () => {
      const event = queue.shift();
      return event ? Promise.resolve(event) : new Promise((resolve) => waiting.push(resolve));
    },
    close: async () => {
      await reader?.cancel().catch(() => {});
    },
    ended: () => finished,
  };
}

/** Opens GET /api/live on a route handler (or a remote instance, tests/support/api.ts `remote`) with these cookies. */
export async function openLive(
  handler: (req: Request) => Promise<Response>,
  cookie: string,
  headers: Record<string, string> = {},
): Promise<LiveClient> {
  const all = new Headers(headers);
  if (cookie) all.set("cookie", cookie);
  return readLive(await handler(new Request("http://localhost:3000/api/live", { headers: all })));
}
