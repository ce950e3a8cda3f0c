/**
 * Values made once per process: the database handle, the logger, the caches, the search index, the rate-limit
 * counters. Next.js may load one module in several bundles (and reloads modules in development), so a value kept
 * in a module variable could exist twice; these live in one registry on `globalThis` instead, shared by every
 * copy of every module, and scripts/serve.ts (outside the app's bundles) reaches them too. No "server-only"
 * import here, for that reason.
 */
const REGISTRY = Symbol.for("lumora-shop.process-singletons");

function registry(): Map<string, unknown> {
  const global = globalThis as { [REGISTRY]?: Map<string, unknown> };
  global[REGISTRY] ??= new Map();
  return global[REGISTRY];
}

/** Calling it answers the value, made on first use; `replace` swaps it (undefined: made again on next use). */
export type ProcessSingleton<T> = {
  (): T;
  replace: (value: T | undefined) => void;
};

/** The process's one value named `name` (unique across the app), made by `make` when first asked for. */
export function processSingleton<T>(name: string, make: () => T): ProcessSingleton<T> {
  const get = (): T => {
    const values = registry();
    if (!values.has(name)) values.set(name, make());
    return values.get(name) as T;
  };
  const replace = (value: T | undefined) => {
    if (value === undefined) registry().delete(name);
    else registry().set(name, value);
  };
  return Object.assign(get, { replace });
}
