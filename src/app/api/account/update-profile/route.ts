import { updateProfile } from "@/server/account/profile";
import { apiRoute } from "@/server/compose/api-route";
import { profileRequestSchema } from "@/shared/account/profile";

/** {name, phone (E.164) | null} -> {name, email, phone} */
export const POST = apiRoute({ access: "customer", body: profileRequestSchema }, ({ user, body }) => updateProfile(user.id, body));
