/** `decodeURIComponent`, or null for text that is not valid percent-encoded UTF-8 ("%E0%A4%A", "%C0%AF"). */
export function decodeOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** Whether a request path (query ignored) decodes: a path that does not is a bad request, not a page. */
export const isDecodablePath = (url: string) => decodeOrNull(url.split("?")[0] ?? "") !== null;
