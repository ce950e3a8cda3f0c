import { z } from "zod";

/**
 * The store settings staff edit in the back office: how shoppers reach the shop and where they pay by transfer.
 * POST /api/admin/settings/store answers them and /api/admin/settings/store/save takes them; the store
 * configuration (src/config/store.ts) holds the values used until staff save their own, checked by these same rules.
 */
const bankAccount = z.object({
  bank: z.string().min(1),
  branch: z.string().min(1),
  accountName: z.string().min(1),
  iban: z.string().regex(/^TR\d{2}(?: ?\d{4}){5} ?\d{2}$/, "must be a Turkish IBAN"),
  currency: z.string().min(1),
});

export const storeSettingsSchema = z.object({
  phone: z.string().min(7),
  address: z.string().min(1),
  social: z.object({ facebook: z.url(), instagram: z.url(), youtube: z.url(), linkedin: z.url() }),
  bankAccounts: z.array(bankAccount),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;
