import "server-only";

export { navigation } from "@/server/content/navigation";
export { getContentPage } from "@/server/content/pages";
export { loadSeller, seller } from "@/server/content/seller";
export { loadStoreSettings, storeSettings } from "@/server/content/store-settings";
