import { notFound } from "next/navigation";
import { staffForPage, staffPage } from "@/modules/admin/access";
import { getSubmission, listGroups } from "@/modules/admin/data";
import { routeId } from "@/modules/admin/route-id";
import { AdminSubmission } from "@/modules/admin/templates/inbox-submission";

export default staffPage(async function AdminSubmissionPage({ params }: { params: Promise<{ id: string }> }) {
  const id = await routeId(params);
  const [submission, staff, groups] = await Promise.all([id ? getSubmission(id) : null, staffForPage(), listGroups()]);
  if (!submission) notFound();
  return <AdminSubmission submission={submission} staffName={staff?.name ?? ""} groups={groups} />;
});
