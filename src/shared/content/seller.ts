import { z } from "zod";
import { isValidTaxNumber } from "@/lib/turkish-id";

/**
 * The seller's legal identity, printed in every pre-information form and distance-selling contract and shown on the
 * contact page and the footer. Staff edit it in the back office (POST /api/admin/settings/seller/save); until they
 * do, the store configuration's values (src/config/store.ts) stand.
 */
const text = (max: number, key: string) =>
  z.string().trim().min(2, `admin-settings:errors.seller.${key}`).max(max, `admin-settings:errors.seller.${key}`);

export const sellerSchema = z.object({
  /** Ticaret unvanı. */
  tradeName: text(200, "tradeName"),
  /** MERSİS number: 16 digits. */
  mersisNo: z
    .string()
    .trim()
    .regex(/^\d{16}$/, "admin-settings:errors.seller.mersisNo"),
  /** Registered electronic mail (KEP) address. */
  kepAddress: z.email("admin-settings:errors.seller.kepAddress").max(254, "admin-settings:errors.seller.kepAddress"),
  registeredAddress: text(400, "registeredAddress"),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d ()-]{7,20}$/, "admin-settings:errors.seller.phone"),
  email: z.email("admin-settings:errors.seller.email").max(254, "admin-settings:errors.seller.email"),
  taxOffice: text(100, "taxOffice"),
  /** Vergi kimlik numarası: 10 digits with the check digit the dealership form also applies. */
  taxNumber: z.string().trim().refine(isValidTaxNumber, "admin-settings:errors.seller.taxNumber"),
});
export type Seller = z.infer<typeof sellerSchema>;
export const sellerFields = Object.keys(sellerSchema.shape) as (keyof Seller)[];

export const sellerBody = z.object({ seller: sellerSchema });
