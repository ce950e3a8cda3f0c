import { z } from "zod";
import { passwordField } from "./fields";

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

/** POST /api/admin/setup/owner: the setup code and the owner's account. */
export const setupOwnerBody = z.object({
  code: z.string().trim().min(1).max(40),
  email: z.email().max(254),
  name: z.string().trim().min(2).max(120),
  password: passwordField,
});
