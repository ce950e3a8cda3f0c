import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { processSingleton } from "@/lib/process-singleton";

export const REQUEST_ID_HEADER = "x-request-id";

/** A proxy's request id is kept when it is 1-128 letters, digits or `-_.:`; anything else is replaced by a new one. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === "string" && WELL_FORMED.test(header) ? header : randomUUID();
}

/** The request being served, for whatever runs on its behalf (jobs it enqueues carry its id). */
const context = processSingleton("requestContext", () => new AsyncLocalStorage<{ requestId: string }>());

export const withRequestId = <T>(requestId: string, run: () => T): T => context().run({ requestId }, run);

export const currentRequestId = (): string | undefined => context().getStore()?.requestId;
