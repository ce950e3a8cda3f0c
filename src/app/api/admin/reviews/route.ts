import { listPendingReviews } from "@/server/admin/reviews";
import { apiRoute } from "@/server/http/handler";

export const POST = apiRoute({ access: "staff" }, async () => ({ items: await listPendingReviews() }));
