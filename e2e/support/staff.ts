/**
 * The staff account every e2e server creates after seeding (scripts/e2e-server.ts) and the specs sign in with.
 * Its password is E2E_STAFF_PASSWORD, which playwright.config.ts draws once per run and hands to the servers
 * and the workers alike; the seeded staff account's own password is random and unknown to the tests.
 */
export const e2eStaff = {
  email: "personel@lumora.example",
  password(): string {
    const password = process.env.E2E_STAFF_PASSWORD;
    if (!password) throw new Error("E2E_STAFF_PASSWORD is not set: run the specs through playwright.config.ts");
    return password;
  },
};
