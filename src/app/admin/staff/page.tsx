import { currentUser } from "@/modules/account/session";
import { staffPage } from "@/modules/admin/access";
import { pendingInvites, staffMembers } from "@/modules/admin/data";
import { AdminStaffList } from "@/modules/admin/templates/staff-list";

export default staffPage("/admin/staff", async function AdminStaff() {
  const [members, invites, me] = await Promise.all([staffMembers(), pendingInvites(), currentUser()]);
  return <AdminStaffList members={members} invites={invites} selfId={me?.id ?? ""} />;
});
