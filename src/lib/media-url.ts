/** The address the shop serves a stored file at (an image, a logo, a PDF), by its media key. */
export const mediaUrl = (key: string) => `/media/${key}`;
