import { z } from "zod";
import { stripHtml } from "@/lib/text";
import { entityId } from "@/shared/ids";

/**
 * Bodies of the /api/customers/* calls (favourites, collections, reviews) and of /api/common/contract-documents,
 * shared by the route handlers and the islands, and the review form's own rules. Messages are i18n keys of the
 * `social` namespace; the forms translate them.
 */

/**
 * Collection ids travel as strings (`collectionIds` is a list of strings, and "is-alarm" shares that list), but a
 * client sending the number is understood as well.
 */
export const collectionIdSchema = z
  .union([z.string().regex(/^[1-9]\d{0,9}$/), z.number().int().positive()])
  .transform(Number)
  .pipe(entityId);

/** The price-alarm collection as it appears among a product's collection ids (filtered out of answers). */
export const ALARM_COLLECTION_PARAM = "is-alarm";

export const COLLECTION_NAME_MAX = 60;

export const collectionNameSchema = z
  .string()
  .trim()
  .min(1, "collections.nameRequired")
  .max(COLLECTION_NAME_MAX, "collections.nameTooLong");

export const productBody = z.object({ productId: entityId });

export const saveCollectionBody = z.object({
  name: collectionNameSchema,
  /** Extension: with an id the customer's own collection is renamed instead of a new one created. */
  collectionId: collectionIdSchema.optional(),
});

export const collectionBody = z.object({ collectionId: collectionIdSchema });

export const saveProductCollectionsBody = z.object({
  productId: entityId,
  collectionIds: z.array(z.union([z.literal(ALARM_COLLECTION_PARAM), collectionIdSchema])).max(200),
});

/** isBuyLater / isAlarm pick the system collection ("Sonra Al" / "Fiyat Alarmı"); collectionId is then ignored. */
export const collectionItemBody = z.object({
  collectionId: collectionIdSchema.nullish(),
  productId: entityId,
  isBuyLater: z.boolean().default(false),
  isAlarm: z.boolean().default(false),
});
export type CollectionItemInput = z.infer<typeof collectionItemBody>;

export const REVIEW_MAX_LENGTH = 2000;
export const RATINGS = [1, 2, 3, 4, 5] as const;

/** Review text as stored: plain text without tags; React escapes it when it is shown. */
export const reviewContent = (raw: string) => stripHtml(raw).trim();

const locale = z.string().min(2).max(10).default("tr");

export const createReviewBody = z.object({
  locale,
  productId: entityId,
  rating: z.number().int().min(1).max(5),
  // The raw text may be longer than the limit only by markup, which is stripped before the limit applies.
  content: z
    .string()
    .max(REVIEW_MAX_LENGTH * 5)
    .default("")
    .transform(reviewContent)
    .pipe(z.string().max(REVIEW_MAX_LENGTH)),
  isAuthorNameShown: z.boolean().default(true),
  acceptedMembershipAgreement: z.boolean(),
});
export type CreateReviewInput = z.infer<typeof createReviewBody>;

/**
 * The review form's fields, checked in the browser before sending; the form sends them as createReviewBody with the
 * content passed through reviewContent, and the server applies its own limits again.
 */
export const reviewFormSchema = z.object({
  rating: z.number({ error: "review.ratingRequired" }).int().min(1, "review.ratingRequired").max(5, "review.ratingRequired"),
  content: z.string().max(REVIEW_MAX_LENGTH, "review.contentTooLong"),
  isAuthorNameShown: z.boolean(),
  acceptedMembershipAgreement: z.boolean().refine((accepted) => accepted, "errors.membership_agreement_not_accepted"),
});
export type ReviewFormValues = z.infer<typeof reviewFormSchema>;

export const contractDocumentsBody = z.object({ locale });
