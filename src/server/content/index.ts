/**
 * The content's face: what another domain may use of the store's content (settings, seller, contract texts, blog).
 * Another domain of src/server imports only this file; inside the domain, files import each other freely.
 */
export { publicBlogPost } from "./blog";
export { recordClarificationShown } from "./clarification-records";
export { contractVersionsFor, shownClarificationVersion } from "./contract-documents";
export { assertPdf, dropUnusedMedia, storeImage, storePdf } from "./manage/media";
export { saveSetting } from "./manage/settings";
export { seller, staffInbox } from "./seller";
export { storeSettings } from "./store-settings";
