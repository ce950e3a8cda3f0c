import { postJson as post } from "@/modules/api/client";
import type { CollectionItemInput } from "@/shared/social/schemas";
import type { Collection, ContractDocuments, ReviewEligibility } from "@/shared/social/types";

type CollectionItemCall = Omit<CollectionItemInput, "collectionId" | "isBuyLater" | "isAlarm"> &
  Partial<Pick<CollectionItemInput, "isBuyLater" | "isAlarm">> & { collectionId?: string | null };

export const socialApi = {
  addToFavorites: (productId: number) => post("/api/customers/add-to-favorites", { productId }),
  removeFromFavorites: (productId: number) => post("/api/customers/remove-from-favorites", { productId }),
  collections: () => post<Collection[]>("/api/customers/collections", {}),
  saveCollection: (name: string, collectionId?: string) => post<Collection>("/api/customers/save-collection", { name, collectionId }),
  deleteCollection: (collectionId: string) => post("/api/customers/delete-collection", { collectionId }),
  productParams: (productId: number) => post<{ collectionIds: string[] }>("/api/customers/product-params-for-customer", { productId }),
  saveProductCollections: (productId: number, collectionIds: string[]) =>
    post<{ collectionIds: string[] }>("/api/customers/save-product-collections", { productId, collectionIds }),
  addToCollection: (input: CollectionItemCall) =>
    post<Collection>("/api/customers/add-to-collection", { isBuyLater: false, isAlarm: false, ...input }),
  removeFromCollection: (input: CollectionItemCall) =>
    post("/api/customers/remove-from-collection", { isBuyLater: false, isAlarm: false, ...input }),
  checkReviewCreate: (productId: number) => post<ReviewEligibility>("/api/customers/check-review-create", { productId }),
  createReview: (input: {
    locale: string;
    productId: number;
    rating: number;
    content: string;
    isAuthorNameShown: boolean;
    acceptedMembershipAgreement: boolean;
  }) => post<{ id: number; status: string }>("/api/customers/create-review", input),
  contractDocuments: (locale: string) => post<ContractDocuments>("/api/common/contract-documents", { locale }),
};
