import { approveDealer } from "@/server/account/manage/dealers";
import { apiRoute } from "@/server/compose/api-route";
import { dealerApprovalBody } from "@/shared/account/customer-groups";

export const POST = apiRoute({ access: "staff", body: dealerApprovalBody }, ({ body, user }) => approveDealer(user.id, body));
