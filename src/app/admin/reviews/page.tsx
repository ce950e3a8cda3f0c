import { staffPage } from "@/modules/admin/access";
import { AdminReviewQueue } from "@/modules/admin/templates/review-queue";
import { listPendingReviews } from "@/server/admin/reviews";

export default staffPage(async function AdminReviews() {
  return <AdminReviewQueue reviews={await listPendingReviews()} />;
});
