/** A link with this attribute changes the address without moving the page (a variant choice): see ScrollToTop. */
export const KEEP_SCROLL_ATTRIBUTE = "data-keep-scroll";
