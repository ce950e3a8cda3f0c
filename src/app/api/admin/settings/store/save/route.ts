import { apiRoute } from "@/server/compose/api-route";
import { saveStoreSettings } from "@/server/content/manage/settings";
import { storeSettingsBody } from "@/shared/content/manage-settings";

export const POST = apiRoute({ access: "staff", body: storeSettingsBody }, async ({ body, user }) => ({
  settings: await saveStoreSettings(user, body.settings),
}));
