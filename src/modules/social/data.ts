import "server-only";

export { collectionWithProducts, listCollections, productCollectionIds } from "@/server/social/collections";
export { favoriteIds, favoriteProducts } from "@/server/social/favorites";
export { listPendingReviews } from "@/server/social/manage/reviews";
export { myReviews } from "@/server/social/reviews";
