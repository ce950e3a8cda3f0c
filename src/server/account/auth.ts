import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { storeConfig } from "@/config/store";
import { authSecret } from "@/server/account/auth-secret";
import { type Db, db } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import { trustedOrigins } from "@/server/http/origin";
import { PASSWORD_MAX, PASSWORD_MIN } from "@/shared/account/fields";
import { afterAuth, beforeAuth, localizeAuthResponse, RESET_TOKEN_SECONDS, sendResetPasswordMail } from "./auth-hooks";

function createAuth(database: Db) {
  return betterAuth({
    appName: storeConfig.brand,
    baseURL: storeConfig.siteUrl,
    basePath: "/api/auth",
    secret: authSecret(),
    trustedOrigins: trustedOrigins(),
    database: drizzleAdapter(database, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
      sendResetPassword: sendResetPasswordMail,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      // Whoever asked for the reset may be locking out someone who stole the password: end every session.
      revokeSessionsOnPasswordReset: true,
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "customer", input: false },
        phone: { type: "string", required: false, input: true },
        kvkkConsentAt: { type: "date", required: false, input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // The before-hook has already refused sign-ups without consent, so a signed-up user consented now.
          before: async (user, ctx) => (ctx?.path === "/sign-up/email" ? { data: { ...user, kvkkConsentAt: new Date() } } : undefined),
        },
      },
    },
    hooks: { before: beforeAuth, after: afterAuth },
    // Profile changes go through POST /api/account/update-profile, which validates the phone; this
    // generic endpoint would let a client write the name, phone and image unchecked.
    disabledPaths: ["/update-user"],
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: process.env.AUTH_RATE_LIMIT !== "off",
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 10 },
        "/request-password-reset": { window: 60, max: 5 },
        "/reset-password": { window: 60, max: 10 },
        "/change-password": { window: 60, max: 10 },
      },
    },
    advanced: {
      useSecureCookies: process.env.NODE_ENV === "production" && storeConfig.siteUrl.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: ["x-forwarded-for", "x-real-ip"] },
      // Better Auth skips its Origin/CSRF check when NODE_ENV is "test"; keep it on so tests see production behaviour.
      disableOriginCheck: false,
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const cache = new WeakMap<Db, Auth>();

/** One Better Auth instance per database handle (tests swap the handle per file). */
export function auth(): Auth {
  const database = db();
  let instance = cache.get(database);
  if (!instance) {
    instance = createAuth(database);
    cache.set(database, instance);
  }
  return instance;
}

/** The /api/auth/* route handler: Better Auth, with its errors in the shop's envelope and language. */
export async function authHandler(req: Request): Promise<Response> {
  return localizeAuthResponse(await auth().handler(req));
}
