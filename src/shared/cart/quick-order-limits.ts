/** The quick order's limits and page, without zod: the browser's cart and quick order page read them. */

/** Most lines one quick order may carry. */
export const MAX_QUICK_ORDER_LINES = 100;
/** Most units one quick-order line may ask for; the cart then caps it at the stock and the line maximum. */
export const MAX_QUICK_ORDER_QUANTITY = 9999;
/** Longest product code the shop accepts in a quick order. */
export const MAX_CODE_LENGTH = 64;

/** The quick order page, linked from My Account and the cart. */
export const QUICK_ORDER_PATH = "/hizli-siparis";
/** The largest CSV file the quick order page reads. */
export const MAX_QUICK_ORDER_FILE_BYTES = 100 * 1024;
