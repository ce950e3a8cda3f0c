import type http from "node:http";
import { PDF_MAX_BYTES, uploadBodyLimit } from "@/shared/uploads";

/** The largest body any route takes (an invoice PDF, base64 in JSON); the front door refuses a larger one unread. */
export const MAX_BODY_BYTES = uploadBodyLimit(PDF_MAX_BYTES);

/** The whole body is in the request, unread; or the client left; or the refusal to answer: 408, 413 or 503. */
export type BodyOutcome = "received" | "gone" | 408 | 413 | 503;

export type BodyRules = {
  maxBytes: number;
  /** How long the body may send nothing. */
  idleMs: number;
  /** Asks for room for `bytes` more of this body in memory; false: there is none (503). */
  take: (bytes: number) => boolean;
};

const declaresBody = (req: http.IncomingMessage) =>
  req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? "0") > 0;

/**
 * Waits until the request's whole body has arrived, so that whoever reads it next (Next.js) never waits on the
 * client. The body is read as it comes, within `maxBytes` and `idleMs`, and put back into the request
 * (`unshift`) once complete: the request then reads as if untouched, from its first byte, the way Next.js reads it
 * (the IncomingMessage as a stream). `readableDidRead`, which Node and the web Request check before streaming a body,
 * tells whether anything of the body was read since it was put back.
 */
export function receiveBody(req: http.IncomingMessage, rules: BodyRules): Promise<BodyOutcome> {
  if (!declaresBody(req) || req.readableEnded) return Promise.resolve("received");
  if (Number(req.headers["content-length"] ?? "0") > rules.maxBytes) return Promise.resolve(413);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const timer = setTimeout(() => finish(408), rules.idleMs);
    const finish = (outcome: BodyOutcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      req.off("readable", onReadable).off("end", onEnd).off("error", onGone).off("close", onGone);
      if (outcome === "received" && size > 0) {
        req.unshift(Buffer.concat(chunks, size));
        Object.defineProperty(req, "readableDidRead", { configurable: true, get: () => req.readableLength < size });
      }
      resolve(outcome);
    };
    const onReadable = () => {
      for (let chunk: Buffer | null = req.read(); chunk !== null; chunk = req.read()) {
        size += chunk.length;
        if (size > rules.maxBytes) return finish(413);
        if (!rules.take(chunk.length)) return finish(503);
        chunks.push(chunk);
      }
      // The parser marks the request complete before it ends the stream: all of the body is in `chunks`.
      if (req.complete) finish("received");
      else timer.refresh();
    };
    const onEnd = () => finish("received");
    const onGone = () => finish("gone");
    req.on("readable", onReadable).once("end", onEnd).once("error", onGone).once("close", onGone);
  });
}
