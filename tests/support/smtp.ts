import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on loopback for the mail tests (on `port`, or a free one when it is 0). `accepted` holds each message the server took (answered 250);
 * with `hold` set, a message's data is read but never answered, as a mail server that stalls mid-delivery; with
 * `delayMs`, it is answered that much later, as a slow one.
 */
export type TestSmtp = { accepted: string[]; started: number; hold: boolean; port: number; close: () => Promise<void> };

export async function startSmtp(port: number, { hold = false, delayMs = 0 } = {}): Promise<TestSmtp> {
  const state: TestSmtp = { accepted: [], started: 0, hold, port, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      state.started++;
      const held = state.hold;
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on("end", () => {
        if (held) return; // never answered: the client waits until it gives up or dies
        setTimeout(() => {
          state.accepted.push(data);
          callback();
        }, delayMs);
      });
    },
  });
  server.on("error", () => {}); // a client that died mid-message is not the test's failure
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  state.port = (server.server.address() as { port: number }).port;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** The messages the server took that are addressed to `email` (an order also sends the staff a notice naming it). */
export const addressedTo = (smtp: TestSmtp, email: string) => smtp.accepted.filter((raw) => raw.includes(`To: ${email}`));

/** Polls `check` until it is true, every 100 ms, for at most `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
