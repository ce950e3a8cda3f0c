import { listPendingReviews } from "@/server/admin/reviews";
import { apiRoute } from "@/server/compose/api-route";

export const POST = apiRoute({ access: "staff" }, async () => ({ items: await listPendingReviews() }));
