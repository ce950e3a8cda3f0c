import "server-only";
import type http from "node:http";
import { t } from "@/i18n/server";
import { escapeHtml } from "@/lib/text";

/** What a closed shop still serves: the back office and its setup, sign-in, the API, the build's files and media. */
const OPEN_WHILE_CLOSED = /^\/(?:admin|auth|api|_next|media)(?:\/|$|\?)/;

/** How long a crawler is told to stay away, and how long a "closed" answer is believed before the state is read again. */
const RETRY_AFTER_SECONDS = 3600;
const RECHECK_MS = 5000;

const page = () => {
  const title = escapeHtml(t("setup:opening.title"));
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:20vh auto;padding:0 1rem;text-align:center"><h1>${title}</h1><p>${escapeHtml(t("setup:opening.text"))}</p></body></html>`;
};

/**
 * Until the shop is open (a live shop whose setup is not finished), every storefront page is answered with a short
 * "opening soon" page, 503 with Retry-After, to everyone, so that crawlers index nothing yet. `isOpen` is asked at
 * most every few seconds while closed and never again once open; when it fails the shop counts as closed.
 * Answers whether it answered the request.
 */
export function openingSoonGate(isOpen: () => Promise<boolean>, headers: Record<string, string>) {
  let open = false;
  let checkedAt = Number.NEGATIVE_INFINITY;
  const opened = async () => {
    if (open || Date.now() - checkedAt < RECHECK_MS) return open;
    open = await isOpen().catch(() => false);
    checkedAt = Date.now();
    return open;
  };
  return async (req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> => {
    if (OPEN_WHILE_CLOSED.test(req.url ?? "/") || (await opened())) return false;
    res
      .writeHead(503, {
        ...headers,
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
        "retry-after": String(RETRY_AFTER_SECONDS),
      })
      .end(req.method === "HEAD" ? undefined : page());
    return true;
  };
}
