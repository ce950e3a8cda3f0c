import { saveStoreSettings } from "@/server/admin/settings";
import { apiRoute } from "@/server/compose/api-route";
import { storeSettingsBody } from "@/shared/admin/settings";

export const POST = apiRoute({ access: "staff", body: storeSettingsBody }, async ({ body, user }) => ({
  settings: await saveStoreSettings(user, body.settings),
}));
