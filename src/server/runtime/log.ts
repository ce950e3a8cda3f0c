import "server-only";
import { DrizzleQueryError } from "drizzle-orm";
import pino from "pino";
import { processSingleton } from "@/lib/process-singleton";

/**
 * Keys whose values are personal data or secrets, compared in lower case without "_" and "-": replaced by
 * "[redacted]" at any depth of a logged object, errors' own fields included. `params` and `detail` are a failed
 * query's values and PostgreSQL's "Key (email)=(…)" text. The client address stays where the shop logs it on
 * purpose, beside the message (`{ ip }`); inside a logged object it is redacted like the rest.
 */
const PERSONAL = new Set(
  [
    "email recipient to cc bcc name firstname lastname fullname customername phone mobile",
    "address shippingaddress billingaddress line neighbourhood tckimlikno tckn identitynumber nationalid taxnumber iban",
    "password currentpassword newpassword token accesstoken refreshtoken sessiontoken secret",
    "cookie cookies setcookie authorization ip ipaddress clientip xforwardedfor xrealip params detail",
  ]
    .join(" ")
    .split(" "),
);
const TOP_LEVEL_KEPT = new Set(["ip"]);
const REDACTED = "[redacted]";
const MAX_DEPTH = 8;

const isPersonal = (key: string) => PERSONAL.has(key.toLowerCase().replace(/[_-]/g, ""));

function scrub(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== "object") return value;
  if (depth > MAX_DEPTH) return "[too deep]";
  if (value instanceof Error) return errorRecord(value, depth);
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      isPersonal(key) && !(depth === 0 && TOP_LEVEL_KEPT.has(key)) ? REDACTED : scrub(v, depth + 1),
    ]),
  );
}

/** An error as a log record: its type, message, stack, cause and own fields, without a failed query's values. */
function errorRecord(error: Error, depth: number): Record<string, unknown> {
  const { name: _name, message: _message, stack: _stack, cause: _cause, ...own } = error as Error & Record<string, unknown>;
  // Drizzle puts the query's values into its message (and so into the stack): keep the query, drop the values.
  const message = error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message;
  return {
    type: error.constructor?.name ?? error.name,
    message,
    stack: error.stack?.replace(error.message, message),
    ...(scrub(own, depth + 1) as object),
    ...(error.cause === undefined ? {} : { cause: scrub(error.cause, depth + 1) }),
    ...(error instanceof AggregateError ? { errors: scrub(error.errors, depth + 1) } : {}),
  };
}

/** The shop's logger, writing JSON lines to `destination` (stdout by default); LOG_LEVEL overrides the level. */
export function newLogger(destination?: pino.DestinationStream): pino.Logger {
  return pino(
    {
      level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
      base: { app: "lumora-shop" },
      formatters: { log: (object) => scrub(object) as Record<string, unknown> },
      // `formatters.log` has already made errors into records; pino's own serializer would dump them again.
      serializers: { err: (err: unknown) => err },
    },
    destination,
  );
}

/** JSON lines on stdout (tests run with "silent"). One logger per process. */
export const logger: pino.Logger = processSingleton("logger", () => newLogger())();
