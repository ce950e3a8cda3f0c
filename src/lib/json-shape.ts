/**
 * The deepest nesting a request's JSON may have: the shop's own bodies are a few levels deep; a client that sends
 * thousands of levels is probing for a stack overflow, and every walk over the value (validation, logging) would
 * pay for it.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * What makes a parsed JSON value unfit to reach the database: a string (value or key) holding U+0000, which
 * PostgreSQL's text and jsonb cannot store, or nesting deeper than `maxDepth`. Walks with its own stack, so no
 * nesting the parser accepted can overflow the call stack.
 */
export function jsonProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): "nul" | "too_deep" | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (typeof item.value === "string") {
      if (item.value.includes("\u0000")) return "nul";
    } else if (item.value !== null && typeof item.value === "object") {
      if (item.depth >= maxDepth) return "too_deep";
      for (const [key, child] of Object.entries(item.value)) {
        if (key.includes("\u0000")) return "nul";
        stack.push({ value: child, depth: item.depth + 1 });
      }
    }
  }
  return null;
}
