/**
 * The quotes' face: what the orders use of a quote (its prices at checkout, its PDF attached to a mail).
 * Another domain of src/server imports only this file; inside the domain, files import each other freely.
 */
export { assertQuotedPrices, markQuoteOrdered } from "./checkout";
export { QUOTE_ATTACHMENT, quoteMailFile } from "./documents";
