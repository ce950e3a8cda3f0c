import { saveStoreSettings, storeSettingsBody } from "@/server/admin/settings";
import { apiRoute } from "@/server/http/handler";

export const POST = apiRoute({ access: "staff", body: storeSettingsBody }, async ({ body, user }) => ({
  settings: await saveStoreSettings(user, body.settings),
}));
