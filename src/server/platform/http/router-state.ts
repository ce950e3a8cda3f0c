/**
 * The client router's `Next-Router-State-Tree` header, as Next.js accepts it: URI-encoded JSON of the tree of the
 * segments the browser shows, at most 40,000 characters. Next.js answers a header it cannot read with a 500; the
 * front door answers 400 instead. The shape follows Next.js 16's own schema; that the real router's headers pass
 * is checked on the production build by a client navigation (e2e/hostile-urls.desktop.spec.ts), so an upgrade that
 * changes the shape fails there.
 */
export const ROUTER_STATE_HEADER = "next-router-state-tree";

const MAX_LENGTH = 40_000;
/** Far past any route of the shop (a few levels): a bound for the walk, not a rule of Next.js's. */
const MAX_DEPTH = 100;

const PARAM_TYPES = new Set(["c", "ci(..)(..)", "ci(.)", "ci(..)", "ci(...)", "oc", "d", "di(..)(..)", "di(.)", "di(..)", "di(...)"]);
const REFRESH_MARKERS = new Set(["refetch", "inside-shared-layout", "metadata-only"]);

const isString = (value: unknown): value is string => typeof value === "string";
/** Any object, as the framework's schema library counts one (a list included). */
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === "object";

/** A segment: its name, or a dynamic one as [param name, cache key, param type, static siblings or null]. */
const isSegment = (value: unknown) =>
  isString(value) ||
  (Array.isArray(value) &&
    value.length === 4 &&
    isString(value[0]) &&
    isString(value[1]) &&
    PARAM_TYPES.has(value[2] as string) &&
    (value[3] === null || (Array.isArray(value[3]) && value[3].every(isString))));

/** The optional tail of a node: url pair, refresh marker, prefetch hint, and a string, each may be absent. */
const tailChecks: ((value: unknown) => boolean)[] = [
  (v) => v === null || (Array.isArray(v) && v.length === 2 && isString(v[0]) && isString(v[1])),
  (v) => v === null || REFRESH_MARKERS.has(v as string),
  (v) => v === null || typeof v === "number",
  isString,
];

function isNode(value: unknown, depth: number): boolean {
  if (depth > MAX_DEPTH || !Array.isArray(value) || value.length < 2 || value.length > 2 + tailChecks.length) return false;
  const [segment, children, ...tail] = value;
  if (!isSegment(segment) || !isRecord(children)) return false;
  if (!tail.every((item, i) => item === undefined || tailChecks[i]!(item))) return false;
  return Object.values(children).every((child) => isNode(child, depth + 1));
}

/** Whether a `Next-Router-State-Tree` header is one Next.js can read. */
export function isRouterState(header: string): boolean {
  if (header.length > MAX_LENGTH) return false;
  try {
    return isNode(JSON.parse(decodeURIComponent(header)), 0);
  } catch {
    return false;
  }
}
