import { apiRoute } from "@/server/compose/api-route";
import { loadStoreSettings } from "@/server/content/store-settings";

export const POST = apiRoute({ access: "staff" }, async () => ({ settings: await loadStoreSettings() }));
