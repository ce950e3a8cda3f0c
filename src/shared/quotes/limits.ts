/** The longest note a customer or staff may write on a quote (no zod here: the browser's quote forms read it). */
export const QUOTE_NOTE_MAX = 2000;
