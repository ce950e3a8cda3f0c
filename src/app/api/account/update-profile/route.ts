import { profileRequestSchema } from "@/modules/account/schemas/profile";
import { apiRoute } from "@/server/http/handler";
import { updateProfile } from "@/server/services/account";

/** {name, phone (E.164) | null} -> {name, email, phone} */
export const POST = apiRoute({ access: "customer", body: profileRequestSchema }, ({ user, body }) => updateProfile(user.id, body));
