import type { PGlite, Transaction } from "@electric-sql/pglite";
import pg from "pg";
import { boundToTrace, clientSpan } from "@/server/platform/tracing";

/**
 * Each query a CLIENT span named by its first SQL word, holding the SQL text with its $1… placeholders and never the
 * values bound to them (a shopper's e-mail, address or phone). Installed by client.ts only while tracing is on.
 */
function querySpan(text: string) {
  const operation = /^\s*([A-Za-z]+)/.exec(text)?.[1]?.toUpperCase() ?? "QUERY";
  return clientSpan(operation, { "db.system.name": "postgresql", "db.operation.name": operation, "db.query.text": text });
}

async function traced<T>(text: string, run: () => Promise<T>): Promise<T> {
  const end = querySpan(text);
  if (!end) return run();
  try {
    const result = await run();
    end();
    return result;
  } catch (err) {
    end(err);
    throw err;
  }
}

function traceQueries(target: PGlite | Transaction): void {
  const query = target.query.bind(target);
  target.query = ((text: string, ...rest: never[]) => traced(text, () => query(text, ...rest))) as typeof target.query;
}

/** Traces the embedded client's queries, those of its transactions included. */
export function tracePglite(client: PGlite): void {
  traceQueries(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (run) =>
    transaction((tx) => {
      traceQueries(tx);
      return run(tx);
    });
}

type Query = (...args: unknown[]) => unknown;
const clientQuery = pg.Client.prototype.query as Query;

/** A pool connection whose queries are traced, in the promise and in the callback form alike. */
class TracedClient extends pg.Client {
  override query(...args: unknown[]): never {
    const config = args[0] as string | { text?: unknown; submit?: unknown } | undefined;
    const text = typeof config === "string" ? config : typeof config?.submit === "function" ? undefined : config?.text;
    const end = typeof text === "string" ? querySpan(text) : undefined;
    if (!end) return clientQuery.apply(this, args) as never;
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (err: unknown, result: unknown) => {
        end(err ?? undefined);
        callback(err, result);
      };
      return clientQuery.apply(this, args) as never;
    }
    const answer = clientQuery.apply(this, args) as Promise<unknown> | undefined;
    if (!answer) end();
    return answer?.then(
      (result) => {
        end();
        return result;
      },
      (err) => {
        end(err);
        throw err;
      },
    ) as never;
  }
}

/**
 * A pool of traced connections. A query waiting for a free connection is run in the trace of its caller, not of
 * whoever released the connection.
 */
export class TracedPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super({ ...config, Client: TracedClient });
  }

  override connect(...args: unknown[]): never {
    const callback = args[0];
    return (pg.Pool.prototype.connect as Query).call(
      this,
      ...(typeof callback === "function" ? [boundToTrace(callback as Query)] : []),
    ) as never;
  }
}
