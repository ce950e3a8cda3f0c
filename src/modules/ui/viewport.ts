/** Phones get bottom sheets, desktops a modal (the 1024 px breakpoint). Browser only. */
export const isDesktop = () => window.matchMedia("(min-width: 1024px)").matches;
