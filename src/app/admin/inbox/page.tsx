import { staffPage } from "@/modules/admin/access";
import { oneOf, pageParam } from "@/modules/admin/params";
import { listSubmissions } from "@/modules/content/data";
import { AdminInboxList } from "@/modules/content/manage/inbox-list";
import { formKinds, submissionStatuses } from "@/shared/forms/submissions";

type Params = { kind?: string; status?: string; page?: string };

export default staffPage("/admin/inbox", async function AdminInbox({ searchParams }: { searchParams: Promise<Params> }) {
  const params = await searchParams;
  const kind = oneOf(formKinds, params.kind);
  const status = oneOf(submissionStatuses, params.status);
  const page = pageParam(params.page);
  const submissions = await listSubmissions({ kind, status, page });
  return <AdminInboxList {...submissions} kind={kind} status={status} page={page} />;
});
