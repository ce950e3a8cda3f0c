import { z } from "zod";
import { PASSWORD_MAX } from "./fields";

/** POST /api/account/delete-account: the current password, entered again to confirm. */
export const deleteAccountRequestSchema = z.object({ password: z.string().min(1, "validation.required").max(PASSWORD_MAX) }).strict();
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
