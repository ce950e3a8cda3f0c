import { apiRoute } from "@/server/compose/api-route";
import { listPendingReviews } from "@/server/social/manage/reviews";

export const POST = apiRoute({ access: "staff" }, async () => ({ items: await listPendingReviews() }));
