import { createOwner } from "@/server/account/setup/owner";
import { apiRoute } from "@/server/compose/api-route";
import { clientAddressKey } from "@/server/platform/runtime/rate-limit";
import { setupOwnerBody } from "@/shared/account/setup";

/** POST /api/setup/owner {code, email, name, password}: a live shop's first staff account, with the one-time setup code (docs/API.md). */
export const POST = apiRoute({ access: "public", body: setupOwnerBody }, async ({ body, headers }) => ({
  owner: await createOwner(body, clientAddressKey(headers)),
}));
