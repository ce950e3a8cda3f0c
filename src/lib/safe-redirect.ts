/**
 * Guards `?redirect=`-style parameters against open redirects: only a path on this site is
 * followed, anything else becomes the fallback.
 */

const BASE = "http://same-origin.invalid";
const BACKSLASH = 0x5c;

// Browsers drop tabs and newlines inside URLs ("/\t/evil" becomes "//evil") and treat "\" as
// "/" ("/\evil" becomes "//evil"), so both are refused outright rather than reasoned about.
function hasUnsafeChar(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === BACKSLASH) return true;
  }
  return false;
}

export function safeRedirectPath(input: string | null | undefined, fallback = "/"): string {
  if (!input?.startsWith("/") || input.startsWith("//") || hasUnsafeChar(input)) return fallback;
  // Belt and braces: whatever the string looks like, the browser's own parser must agree that it
  // stays on this origin.
  try {
    if (new URL(input, BASE).origin !== BASE) return fallback;
  } catch {
    return fallback;
  }
  return input;
}
