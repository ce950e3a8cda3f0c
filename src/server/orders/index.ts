/**
 * The orders' face. No other domain uses orders today: they come last, composing the cart, the catalogue, the
 * account, the quotes and the content; a domain that comes to need them imports only this file. What is composed
 * above the domains reads `./jobs.ts` directly, as it does every domain's jobs.
 */
export {};
