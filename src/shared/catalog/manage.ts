import { z } from "zod";
import { entityId } from "@/shared/ids";
import { description, name, slugField } from "@/shared/manage-fields";

/** Request bodies of the catalogue's back office (categories, brands), shared by the API routes and the admin forms. */

export const categoryBody = z.object({ categoryId: entityId, name, slug: slugField, description });
export type CategoryInput = z.infer<typeof categoryBody>;
/** The most card installments a category's products may be paid in (banking rules cap them by kind of goods). */
export const categoryInstallmentsBody = z.object({
  categoryId: entityId,
  maxInstallments: z
    .number()
    .int("admin:categories.maxInstallmentsError")
    .min(1, "admin:categories.maxInstallmentsError")
    .max(12, "admin:categories.maxInstallmentsError"),
});

export const brandFields = z.object({ name, slug: slugField, description });
export type BrandFields = z.infer<typeof brandFields>;
export const brandBody = brandFields.extend({ brandId: entityId });
export type BrandInput = z.infer<typeof brandBody>;
