import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import { storeConfig } from "@/config/store";
import { trustedOrigins } from "@/config/trusted-origins";
import { authSecret } from "@/server/account/auth-secret";
import { type Db, db } from "@/server/platform/db/client";
import * as schema from "@/server/platform/db/schema";
import { boundedRequest } from "@/server/platform/http/body";
import { allowedOrigins } from "@/server/platform/http/origin";
import { shoppersChanged } from "@/server/platform/runtime/cache";
import { logger } from "@/server/platform/runtime/log";
import { PASSWORD_MAX, PASSWORD_MIN } from "@/shared/account/fields";
import {
  afterAuth,
  beforeAuth,
  localizeAuthResponse,
  RESET_TOKEN_SECONDS,
  sendResetPasswordMail,
  sendWelcomeMail,
  signUpConsents,
  signUpRecords,
} from "./auth-hooks";
import { sendSignUpAttemptMail } from "./sign-up-attempt";

function createAuth(database: Db) {
  return betterAuth({
    appName: storeConfig.brand,
    baseURL: storeConfig.siteUrl,
    basePath: "/api/auth",
    secret: authSecret(),
    // The request's own origin, whatever address the shop is served at, and TRUSTED_ORIGINS: the rule of
    // src/server/platform/http/origin.ts. Better Auth adds its base URL's origin (STORE_SITE_URL) itself.
    trustedOrigins: (request) => (request ? allowedOrigins(request.headers, request.url) : trustedOrigins()),
    database: drizzleAdapter(database, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
        twoFactor: schema.twoFactor,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      // Sign-up signs no one in: then Better Auth answers an address that has an account exactly as a new one (the
      // same 200 and body, after the same password hashing) and tells only the owner, by mail. The sign-up form
      // signs the new shopper in with the password just chosen.
      autoSignIn: false,
      onExistingUserSignUp: sendSignUpAttemptMail,
      sendResetPassword: sendResetPasswordMail,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      // Whoever asked for the reset may be locking out someone who stole the password: end every session.
      revokeSessionsOnPasswordReset: true,
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "customer", input: false },
        staffRole: { type: "string", required: false, input: false },
        phone: { type: "string", required: false, input: true },
        // Records of what the customer accepted and was shown: kept, never answered (the sign-up answer of a
        // taken address could not give them).
        membershipTermsVersion: { type: "string", required: false, input: false, returned: false },
        membershipTermsAcceptedAt: { type: "date", required: false, input: false, returned: false },
        clarificationVersion: { type: "string", required: false, input: false, returned: false },
        clarificationShownAt: { type: "date", required: false, input: false, returned: false },
        marketingEmailConsentAt: { type: "date", required: false, input: false, returned: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, ctx) =>
            ctx?.path === "/sign-up/email" ? { data: { ...user, ...(await signUpRecords(ctx.body)) } } : undefined,
          after: async (user, ctx) => {
            if (ctx?.path !== "/sign-up/email") return;
            await signUpConsents(user, ctx.body);
            await sendWelcomeMail(user);
          },
        },
      },
    },
    hooks: { before: beforeAuth, after: afterAuth },
    // TOTP as the second factor: required of the owner before the back office opens, offered to other staff
    // (src/shared/account/staff-roles.ts). The secret and backup codes are kept encrypted with the auth secret.
    plugins: [twoFactor({ issuer: storeConfig.brand, backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" } })],
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
      // scripts/serve.ts leaves the one trusted client address in X-Forwarded-For (src/server/platform/http/forwarded.ts),
      // the address the shop's own limits read; X-Real-IP is the client's to set and is not read.
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
      // Better Auth skips its Origin/CSRF check when NODE_ENV is "test"; keep it on so tests see production behaviour.
      disableOriginCheck: false,
    },
    // Better Auth's own warnings and errors (a failed query carries the new user's e-mail and name) go through the
    // shop's logger, which keeps personal data out of the log. No `level`: naming one makes Better Auth also print
    // every refused request to the console.
    logger: { log: (level, message, ...details) => logger[level]({ details }, message) },
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

/** Better Auth's reading calls: every other one may have changed a session or a user (sign-out, password reset…). */
const READING = new Set(["GET", "HEAD"]);

/**
 * The /api/auth/* route handler: Better Auth, on a body read within the shop's limit (a bigger one throws the
 * 413 ApiError), with its errors in the shop's envelope and language. A call that went through and may have
 * changed a session or a user retires what is kept about shoppers (src/server/account/session.ts).
 */
export async function authHandler(req: Request): Promise<Response> {
  const response = await auth().handler(await boundedRequest(req));
  if (!READING.has(req.method) && response.status < 400) await shoppersChanged();
  return localizeAuthResponse(response);
}
