import { z } from "zod";
import { emailField, nameField, passwordField, phoneValueField, storedPhoneField } from "./fields";

const acceptedMembershipAgreement = z.literal(true, "validation.membershipAgreementRequired");

/**
 * What POST /api/auth/sign-up/email accepts (checked in the auth before-hook). Strict: no image, role or
 * other user fields can be smuggled in. callbackURL and rememberMe are Better Auth's own options.
 */
export const signUpRequestSchema = z
  .object({
    name: nameField,
    email: emailField,
    password: passwordField,
    phone: storedPhoneField.optional(),
    acceptedMembershipAgreement,
    marketingEmailConsent: z.boolean().optional(),
    marketingSmsConsent: z.boolean().optional(),
    callbackURL: z.string().optional(),
    rememberMe: z.boolean().optional(),
  })
  .strict()
  .refine((b) => !b.marketingSmsConsent || b.phone, { path: ["marketingSmsConsent"], message: "validation.smsNeedsPhone" });

export const signUpFormSchema = z
  .object({
    name: nameField,
    email: emailField,
    password: passwordField,
    phone: phoneValueField.nullish(),
    acceptedMembershipAgreement: z.boolean().refine((v) => v, "validation.membershipAgreementRequired"),
    marketingEmailConsent: z.boolean(),
    marketingSmsConsent: z.boolean(),
  })
  .refine((f) => !f.marketingSmsConsent || f.phone, { path: ["marketingSmsConsent"], message: "validation.smsNeedsPhone" });
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const signInFormSchema = z.object({
  email: emailField,
  password: z.string().min(1, "validation.required"),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: emailField });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

const confirmed = <T extends { newPassword: string; confirmPassword: string }>(v: T) => v.newPassword === v.confirmPassword;

export const resetPasswordFormSchema = z
  .object({ newPassword: passwordField, confirmPassword: z.string() })
  .refine(confirmed, { message: "validation.passwordMismatch", path: ["confirmPassword"] });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = z
  .object({ currentPassword: z.string().min(1, "validation.required"), newPassword: passwordField, confirmPassword: z.string() })
  .refine(confirmed, { message: "validation.passwordMismatch", path: ["confirmPassword"] });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
