import { approveDealer } from "@/server/admin/dealers";
import { apiRoute } from "@/server/compose/api-route";
import { dealerApprovalBody } from "@/shared/admin/customer-groups";

export const POST = apiRoute({ access: "staff", body: dealerApprovalBody }, ({ body, user }) => approveDealer(user.id, body));
