/** The account pages of this module, shared by server templates and client islands. */
export const FAVORITES_PATH = "/account/my-favorites";
export const COLLECTIONS_PATH = "/account/my-collections";
export const REVIEWS_PATH = "/account/my-reviews";
export const collectionPath = (id: string) => `${COLLECTIONS_PATH}/${encodeURIComponent(id)}`;
