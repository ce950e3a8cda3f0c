import { apiRoute } from "@/server/http/handler";
import { saveStoreSettings, storeSettingsBody } from "@/server/services/admin-settings";

export const POST = apiRoute({ access: "staff", body: storeSettingsBody }, async ({ body, user }) => ({
  settings: await saveStoreSettings(user, body.settings),
}));
