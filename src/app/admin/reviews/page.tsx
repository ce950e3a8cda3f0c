import { staffPage } from "@/modules/admin/access";
import { listPendingReviews } from "@/modules/admin/data";
import { AdminReviewQueue } from "@/modules/admin/templates/review-queue";

export default staffPage(async function AdminReviews() {
  return <AdminReviewQueue reviews={await listPendingReviews()} />;
});
