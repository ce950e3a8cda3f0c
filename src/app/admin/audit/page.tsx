import { staffPage } from "@/modules/admin/access";
import { auditTrail, staffMembers } from "@/modules/admin/data";
import { pageParam } from "@/modules/admin/params";
import { AdminAuditTrail } from "@/modules/admin/templates/audit-trail";

type Params = { page?: string; staff?: string };

export default staffPage("/admin/audit", async function AdminAudit({ searchParams }: { searchParams: Promise<Params> }) {
  const query = await searchParams;
  const page = pageParam(query.page);
  const staff = await staffMembers();
  // Only a staff member's id filters: anything else is the whole trail.
  const actorId = staff.find((s) => s.id === query.staff)?.id;
  const { rows, total } = await auditTrail({ page, actorId });
  return <AdminAuditTrail rows={rows} total={total} page={page} staff={staff} actorId={actorId} />;
});
