import { staffPage } from "@/modules/admin/access";
import { listPendingReviews } from "@/modules/social/data";
import { AdminReviewQueue } from "@/modules/social/manage/review-queue";

export default staffPage(async function AdminReviews() {
  return <AdminReviewQueue reviews={await listPendingReviews()} />;
});
