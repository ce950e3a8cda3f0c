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
