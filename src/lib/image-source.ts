/**
 * Images from https sources are used as they are; our own /media files go through the
 * optimiser. Kept apart from the store configuration so client islands can use it without
 * shipping the configuration (and zod) to the browser.
 */
export const isUnoptimized = (src: string) => src.startsWith("https");
