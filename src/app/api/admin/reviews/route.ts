import { apiRoute } from "@/server/http/handler";
import { listPendingReviews } from "@/server/services/admin-reviews";

export const POST = apiRoute({ access: "staff" }, async () => ({ items: await listPendingReviews() }));
