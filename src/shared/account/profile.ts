import { z } from "zod";
import { nameField, phoneValueField, storedPhoneField } from "./fields";

/** POST /api/account/update-profile. The e-mail is the sign-in name and is not changed here. */
export const profileRequestSchema = z.object({ name: nameField, phone: storedPhoneField.nullable() }).strict();
export type ProfileRequest = z.infer<typeof profileRequestSchema>;

export const profileFormSchema = z.object({ name: nameField, phone: phoneValueField.nullish() });
export type ProfileForm = z.infer<typeof profileFormSchema>;
