import { z } from "zod";
import { entityId as id } from "@/shared/ids";

/** Bodies of the back office's review moderation (/api/admin/reviews/*). */
export const reviewIdBody = z.object({ reviewId: id });
export const rejectReviewBody = z.object({ reviewId: id, reason: z.string().trim().min(3).max(500) });
