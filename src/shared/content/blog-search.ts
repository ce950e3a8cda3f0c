/** Blog search texts shorter than this are not sent (the page's own list shows). */
export const BLOG_SEARCH_MIN_LENGTH = 2;
/** Typing is debounced by this long before a search is sent. */
export const BLOG_SEARCH_DEBOUNCE_MS = 250;
