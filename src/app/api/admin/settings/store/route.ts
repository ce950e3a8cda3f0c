import { loadStoreSettings } from "@/server/content/store-settings";
import { apiRoute } from "@/server/http/handler";

export const POST = apiRoute({ access: "staff" }, async () => ({ settings: await loadStoreSettings() }));
