import { z } from "zod";
import { storeSettingsSchema } from "@/shared/content/store-settings";

/** The body of the back office's store-settings save (/api/admin/settings/store/save). */
export const storeSettingsBody = z.object({ settings: storeSettingsSchema });
