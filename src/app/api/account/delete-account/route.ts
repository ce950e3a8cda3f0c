import { deleteAccount } from "@/server/account/delete-account";
import { apiRoute } from "@/server/compose/api-route";
import { deleteAccountRequestSchema } from "@/shared/account/delete-account";

/** {password} -> {deleted: true}; the account's personal data is erased and every session ends. */
export const POST = apiRoute({ access: "customer", body: deleteAccountRequestSchema }, ({ user, body }) =>
  deleteAccount(user, body.password),
);
