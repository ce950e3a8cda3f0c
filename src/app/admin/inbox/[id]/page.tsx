import { notFound } from "next/navigation";
import { listGroups } from "@/modules/account/data";
import { staffForPage, staffPage } from "@/modules/admin/access";
import { routeId } from "@/modules/admin/route-id";
import { getSubmission } from "@/modules/content/data";
import { AdminSubmission } from "@/modules/content/manage/inbox-submission";

export default staffPage("/admin/inbox/[id]", async function AdminSubmissionPage({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const [submission, staff, groups] = await Promise.all([id ? getSubmission(id) : null, staffForPage(), listGroups()]);
  if (!submission) notFound();
  return <AdminSubmission submission={submission} staffName={staff?.name ?? ""} groups={groups} />;
});
