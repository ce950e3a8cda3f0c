import { staffPage } from "@/modules/admin/access";
import { listPendingReviews } from "@/modules/social/data";
import { AdminReviewQueue } from "@/modules/social/manage/review-queue";

export default staffPage("/admin/reviews", async function AdminReviews() {
  return <AdminReviewQueue reviews={await listPendingReviews()} />;
});
