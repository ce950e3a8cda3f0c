/** The consent cookie's values and the event that tells waiting scripts (analytics) about a fresh choice. */
export type ConsentChoice = "accepted" | "rejected";
export const CONSENT_EVENT = "lumora:consent";

export function recordConsent(cookieName: string, choice: ConsentChoice, expiryDays: number) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox
  document.cookie = `${cookieName}=${choice}; Max-Age=${expiryDays * 86_400}; Path=/; SameSite=Lax${secure}`;
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_EVENT, { detail: choice }));
}

/** Scroll acceptance (off unless configured, docs/adr/0003): true once `percent` % of the scrollable page has passed. */
export function scrolledPast(percent: number | null, page: { scrollY: number; scrollHeight: number; viewportHeight: number }): boolean {
  if (percent === null) return false;
  const scrollable = page.scrollHeight - page.viewportHeight;
  return scrollable > 0 && (page.scrollY / scrollable) * 100 >= percent;
}
