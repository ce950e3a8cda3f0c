import "server-only";

export { collectionWithProducts, listCollections, productCollectionIds } from "@/server/social/collections";
export { favoriteIds, favoriteProducts } from "@/server/social/favorites";
export { myReviews } from "@/server/social/reviews";
