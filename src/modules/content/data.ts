import "server-only";

export { getSubmission, listSubmissions } from "@/server/content/manage/inbox";
export { getAdminNavigationItem, listAdminNavigation } from "@/server/content/manage/navigation";
export {
  blogCategories,
  getAdminBlogPost,
  getAdminContentPage,
  listAdminBlogPosts,
  listAdminContentPages,
} from "@/server/content/manage/pages";
export { navigation } from "@/server/content/navigation";
export { getContentPage } from "@/server/content/pages";
export { loadSeller, seller } from "@/server/content/seller";
export { loadStoreSettings, storeSettings } from "@/server/content/store-settings";
