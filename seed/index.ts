/** Deterministic demo store and synthetic catalogue seeds. */
export { seedScale } from "./scale";
export { SEED_VERSION, seedDemo } from "./seed-demo";
export { DEMO_CUSTOMER_PASSWORD, demoAccounts } from "./users";
