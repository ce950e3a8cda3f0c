import { apiRoute } from "@/server/http/handler";
import { loadStoreSettings } from "@/server/services/store-settings";

export const POST = apiRoute({ access: "staff" }, async () => ({ settings: await loadStoreSettings() }));
