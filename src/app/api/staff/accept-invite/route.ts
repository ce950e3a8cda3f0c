import { acceptInvite } from "@/server/account";
import { apiRoute } from "@/server/compose/api-route";
import { clientAddressKey, consumeRateLimit } from "@/server/platform/runtime/rate-limit";
import { acceptInviteBody } from "@/shared/account/staff";

/** Tries of an invitation link per client address: a 256-bit token is not guessed, this only keeps the hashing cheap. */
const ACCEPT_LIMIT = { max: 20, windowSeconds: 15 * 60 };

/** POST /api/staff/accept-invite {token, password}: the invitee sets a password; the link works once, until it expires. */
export const POST = apiRoute({ access: "public", body: acceptInviteBody }, async ({ body, headers }) => {
  await consumeRateLimit(`staff-invite:${clientAddressKey(headers)}`, ACCEPT_LIMIT);
  return acceptInvite(body);
});
