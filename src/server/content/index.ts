/**
 * The content's face: what another domain may use of the store's content (settings, seller, contract texts, blog).
 * Another domain of src/server imports only this file; inside the domain, files import each other freely.
 */
export { publicBlogPost } from "./blog";
export { recordClarificationShown } from "./clarification-records";
export { contractVersionsFor, shownClarificationVersion } from "./contract-documents";
export { seller } from "./seller";
export { storeSettings } from "./store-settings";
