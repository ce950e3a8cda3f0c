import net from "node:net";

export type SlowBody = {
  socket: net.Socket;
  /** Everything the server sent, once it closed the connection. */
  answer: Promise<string>;
};

export type SlowBodyOptions = {
  method?: string;
  path?: string;
  /** The client's address (loopback: 127.0.0.1 to 127.255.255.254). */
  localAddress?: string;
  /** The Content-Length sent. */
  declared?: number;
  /** The part of the body sent after the head; then nothing more. */
  sent?: string;
  headers?: Record<string, string>;
};

/**
 * A client that sends a request's head with a Content-Length, a few bytes of the body and then nothing, and keeps
 * the connection open until the server closes it or the caller destroys the socket. Resolves once all is written.
 */
export function openSlowBody(port: number, options: SlowBodyOptions = {}): Promise<SlowBody> {
  const { method = "POST", path = "/", localAddress = "127.0.0.1", declared = 1000, sent = "123456789" } = options;
  const head = [
    `${method} ${path} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    "Content-Type: application/json",
    `Content-Length: ${declared}`,
    ...Object.entries(options.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
  ];
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: "127.0.0.1", localAddress });
    const chunks: Buffer[] = [];
    const answer = new Promise<string>((done) => {
      socket.on("data", (chunk: Buffer) => chunks.push(chunk));
      socket.on("close", () => done(Buffer.concat(chunks).toString("utf8")));
    });
    socket.once("error", reject);
    socket.once("connect", () => {
      socket.off("error", reject);
      socket.on("error", () => {}); // a reset by the server ends `answer` through "close"
      socket.write(`${head.join("\r\n")}\r\n\r\n${sent}`, () => resolve({ socket, answer }));
    });
  });
}

/** The status line's code of a raw answer; 0 when the server sent nothing. */
export const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);

/**
 * Sends the request's body in `pieces` parts, `gapMs` apart, all of it in the end (Connection: close), and resolves
 * with the answer's status once the server closed the connection (or, for an event stream, sent its head).
 */
export async function sendSlowly(
  port: number,
  options: Omit<SlowBodyOptions, "declared" | "sent"> & { body: string; pieces: number; gapMs: number },
): Promise<number> {
  const size = Math.ceil(options.body.length / options.pieces);
  const parts = Array.from({ length: options.pieces }, (_, i) => options.body.slice(i * size, (i + 1) * size));
  const headers = { ...options.headers, connection: "close" };
  const { socket, answer } = await openSlowBody(port, { ...options, headers, declared: Buffer.byteLength(options.body), sent: parts[0] });
  // An event stream (the live channel) never ends: its head is the answer.
  let head = "";
  socket.on("data", (chunk: Buffer) => {
    head += chunk.toString("latin1");
    if (/\r\n\r\n/.test(head) && /^content-type: text\/event-stream/im.test(head)) socket.destroy();
  });
  for (const part of parts.slice(1)) {
    await new Promise((resolve) => setTimeout(resolve, options.gapMs));
    socket.write(part);
  }
  return statusOf(await answer);
}

/** One whole request on its own connection (Connection: close); resolves with the server's whole answer, raw. */
export async function exchange(port: number, options: Omit<SlowBodyOptions, "declared" | "sent"> & { body?: string }): Promise<string> {
  const body = options.body ?? "";
  const headers = { ...options.headers, connection: "close" };
  const { answer } = await openSlowBody(port, { ...options, headers, declared: Buffer.byteLength(body), sent: body });
  return answer;
}
