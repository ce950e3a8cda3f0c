import { z } from "zod";
import { emailField, nameField, passwordField } from "./fields";

/**
 * A live shop's first-run setup, in order: each step one entry (its key names its title in the `setup` namespace,
 * `href` where staff complete it). The storefront opens once every step is done.
 */
export const setupSteps = [
  { key: "owner", href: "/admin/setup" },
  { key: "seller", href: "/admin/settings" },
  { key: "bankAccounts", href: "/admin/settings" },
  { key: "shipping", href: "/admin/settings" },
  { key: "mail", href: "/admin/settings" },
  { key: "legalTexts", href: "/admin/pages" },
] as const;
export type SetupStepKey = (typeof setupSteps)[number]["key"];
const stepKeys = setupSteps.map((s) => s.key) as [SetupStepKey, ...SetupStepKey[]];

/** What is saved of the setup (store_settings "setup"): the steps done so far. */
export const setupStateSchema = z.object({ done: z.array(z.enum(stepKeys)) });
export type SetupState = z.infer<typeof setupStateSchema>;

/** POST /api/setup/owner: the setup code and the owner's account (messages are `account` keys). */
export const setupOwnerBody = z
  .object({
    code: z.string().trim().min(1, "validation.required").max(40, "validation.invalid"),
    email: emailField,
    name: nameField,
    password: passwordField,
  })
  .strict();
export type SetupOwnerBody = z.infer<typeof setupOwnerBody>;
