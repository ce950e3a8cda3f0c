import { z } from "zod";

/** The channels a customer may agree to commercial messages on, each on its own. */
export const consentChannels = ["email", "sms"] as const;
export type ConsentChannel = (typeof consentChannels)[number];

/** The consent text shown for each channel, an `account` key: its version is recorded with every choice. */
export const consentTextKey = { email: "auth.marketingEmailConsent", sms: "auth.marketingSmsConsent" } as const;

/** POST /api/account/commercial-consent: give or withdraw one channel. */
export const consentChangeBody = z.object({ channel: z.enum(consentChannels), granted: z.boolean() }).strict();
export type ConsentChange = z.infer<typeof consentChangeBody>;

/** A channel's current choice: given or not, and since when (null: never chosen). */
export type ConsentState = Record<ConsentChannel, { granted: boolean; at: string | null }>;
