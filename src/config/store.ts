import { z } from "zod";
import { type Seller, sellerSchema } from "@/shared/content/seller";
import { storeSettingsSchema } from "@/shared/content/store-settings";
import { shopMode } from "./shop-mode";

/** Store configuration. One typed object, validated once; env vars override defaults. */
const moneyTemplate = z.string().refine((s) => s.includes("{{price}}"), "must contain {{price}}");

/** The fields staff may later change in the back office, by the rules the back office saves them with. */
const { phone, address, social, bankAccounts, paymentRules, invoiceMoment } = storeSettingsSchema.shape;

/** A live shop starts with these fields empty (its owner fills them in during setup): "" stands for "not yet given". */
const orBlank = <T extends z.ZodType>(schema: T) => z.union([schema, z.literal("")]);
const blankable = <T extends z.ZodRawShape>(shape: T) =>
  z.object(
    Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, orBlank(v as z.ZodType)])) as unknown as {
      [K in keyof T]: z.ZodUnion<[T[K], z.ZodLiteral<"">]>;
    },
  );

export const storeConfigSchema = z.object({
  brand: z.string().min(1),
  companyName: z.string(),
  title: z.string().min(1),
  description: z.string().min(1),
  titleTemplate: z.string().refine((s) => s.includes("%s"), "must contain %s"),
  siteUrl: z.url(),
  locales: z.array(z.string().min(2)).min(1),
  defaultLocale: z.string().min(2),
  seo: z.object({ keywords: z.array(z.string()), ogImage: z.string() }),
  theme: z.object({ navBarHeight: z.number().int().positive() }),
  catalog: z.object({
    productImageShape: z.enum(["rectangle", "square"]),
    productsPerPage: z.number().int().min(1).max(100),
  }),
  currency: z.object({ name: z.string().min(1), symbol: z.string().min(1), template: moneyTemplate }),
  defaultCountry: z.object({ code: z.string().length(2), name: z.string().min(1), phoneCode: z.string().regex(/^\+\d{1,4}$/) }),
  phone: orBlank(phone),
  email: orBlank(z.email()),
  address: orBlank(address),
  social: blankable(social.shape),
  erpVendor: z.object({ name: z.string().min(1), url: z.url() }),
  seller: blankable(sellerSchema.shape),
  bankAccounts,
  paymentRules,
  invoiceMoment,
  cookieConsent: z.object({
    cookieName: z.string().min(1),
    expiryDays: z.number().int().positive(),
    acceptOnScrollPercent: z.number().min(0).max(100).nullable(),
  }),
  analyticsId: z.string(),
  pricesIncludeTax: z.boolean(),
  delivery: z.object({
    standardFee: z.number().int().min(0),
    expressFee: z.number().int().min(0),
    freeAbove: z.number().int().min(0),
    cashOnDeliveryFee: z.number().int().min(0),
    feeTaxRate: z.number().int().min(0).max(100),
  }),
});

export type StoreConfig = z.infer<typeof storeConfigSchema>;

const defaults: Omit<StoreConfig, "siteUrl"> = {
  brand: "Lumora",
  companyName: "Lumora Baskı Teknolojileri A.Ş.",
  title: "Lumora",
  description: "Yeni nesil e-ticaret platformu",
  titleTemplate: "%s - Lumora",
  locales: ["tr"],
  defaultLocale: "tr",
  seo: { keywords: ["endüstriyel baskı", "UV kürleme", "dijital baskı makinesi", "mürekkep"], ogImage: "/brand/og.png" },
  theme: { navBarHeight: 48 },
  catalog: { productImageShape: "rectangle", productsPerPage: 12 },
  currency: { name: "TL", symbol: "₺", template: "{{price}} {{name}}" },
  defaultCountry: { code: "TR", name: "Türkiye", phoneCode: "+90" },
  phone: "+90 212 555 01 23",
  email: "info@lumora.example",
  address: "Organize Sanayi Bölgesi 4. Cadde No: 12, 34555 Başakşehir / İstanbul",
  social: {
    facebook: "https://facebook.com/lumora.example",
    instagram: "https://instagram.com/lumora.example",
    youtube: "https://youtube.com/@lumora.example",
    linkedin: "https://linkedin.com/company/lumora-example",
  },
  erpVendor: { name: "Örnek ERP Yazılım", url: "https://erp.example" },
  seller: {
    tradeName: "Lumora Baskı Teknolojileri Anonim Şirketi",
    mersisNo: "0123456789000015",
    kepAddress: "lumora@hs01.kep.tr",
    registeredAddress: "Organize Sanayi Bölgesi 4. Cadde No: 12, 34555 Başakşehir / İstanbul",
    phone: "+90 212 555 01 23",
    email: "info@lumora.example",
    taxOffice: "Başakşehir",
    taxNumber: "6090123451",
  },
  bankAccounts: [
    {
      bank: "Anadolu Katılım Bankası",
      branch: "İkitelli OSB Şubesi",
      accountName: "Lumora Baskı Teknolojileri A.Ş.",
      iban: "TR68 0001 2345 6789 0123 4567 89",
      currency: "TL",
    },
    {
      bank: "Marmara Ticaret Bankası",
      branch: "Başakşehir Şubesi",
      accountName: "Lumora Baskı Teknolojileri A.Ş.",
      iban: "TR93 0009 8765 4321 0987 6543 21",
      currency: "TL",
    },
  ],
  // Cash on delivery: the carrier collects at most 25.000 TL, and machines are not sent against payment at the door.
  paymentRules: {
    bank_transfer: { minTotal: null, maxTotal: null, excludedSections: [] },
    cash_on_delivery: { minTotal: null, maxTotal: 25_000_00, excludedSections: ["makineler"] },
  },
  invoiceMoment: "paid",
  cookieConsent: { cookieName: "enterstore-cookie-consent", expiryDays: 365, acceptOnScrollPercent: null },
  analyticsId: "",
  pricesIncludeTax: true,
  delivery: { standardFee: 14900, expressFee: 34900, freeAbove: 500000, cashOnDeliveryFee: 4900, feeTaxRate: 20 },
};

const blankSeller = Object.fromEntries(Object.keys(sellerSchema.shape).map((k) => [k, ""])) as Record<keyof Seller, "">;

/**
 * What a live shop (SHOP_MODE=live) starts from instead of the demo's: no name, identity, address, bank account or
 * social link of the demo seller; the setup and the back office give the shop its own.
 */
const liveDefaults: Partial<typeof defaults> = {
  brand: "Mağaza",
  companyName: "",
  title: "Mağaza",
  description: "Çevrimiçi mağaza",
  titleTemplate: "%s",
  seo: { keywords: [], ogImage: "/brand/og.png" },
  phone: "",
  email: "",
  address: "",
  social: { facebook: "", instagram: "", youtube: "", linkedin: "" },
  seller: blankSeller,
  bankAccounts: [],
  paymentRules: {
    bank_transfer: { minTotal: null, maxTotal: null, excludedSections: [] },
    cash_on_delivery: { minTotal: null, maxTotal: null, excludedSections: [] },
  },
};

/** Env overrides: STORE_* for the common scalars, STORE_CONFIG_JSON for a deep partial override. */
type Env = Record<string, string | undefined>;

/** The site URL when STORE_SITE_URL is unset: this machine, on the port the shop serves on (scripts/serve.ts). */
const localSiteUrl = (env: Env) => `http://localhost:${env.PORT || 3000}`;

function fromEnv(env: Env): unknown {
  const base = shopMode(env) === "live" ? { ...defaults, ...liveDefaults } : defaults;
  const merged: Record<string, unknown> = { ...structuredClone(base), siteUrl: localSiteUrl(env) };
  const scalar: Record<string, string> = {
    STORE_BRAND: "brand",
    STORE_TITLE: "title",
    STORE_DESCRIPTION: "description",
    STORE_TITLE_TEMPLATE: "titleTemplate",
    STORE_SITE_URL: "siteUrl",
    STORE_PHONE: "phone",
    STORE_EMAIL: "email",
    STORE_ANALYTICS_ID: "analyticsId",
    PARASUT_ISSUE_AT: "invoiceMoment",
  };
  for (const [key, field] of Object.entries(scalar)) if (env[key] !== undefined) merged[field] = env[key];
  if (env.STORE_PRODUCT_IMAGE_SHAPE !== undefined)
    (merged.catalog as Record<string, unknown>).productImageShape = env.STORE_PRODUCT_IMAGE_SHAPE;
  if (env.STORE_CONFIG_JSON) deepMerge(merged, JSON.parse(env.STORE_CONFIG_JSON));
  return merged;
}

function deepMerge(target: Record<string, unknown>, source: Record<string, unknown>) {
  for (const [k, v] of Object.entries(source)) {
    const t = target[k];
    if (v && typeof v === "object" && !Array.isArray(v) && t && typeof t === "object" && !Array.isArray(t))
      deepMerge(t as Record<string, unknown>, v as Record<string, unknown>);
    else target[k] = v;
  }
}

export class ConfigError extends Error {}

/** Validates the configuration; the message names the first bad field in one line. */
export function loadStoreConfig(env: Env = process.env): StoreConfig {
  let raw: unknown;
  shopMode(env);
  try {
    raw = fromEnv(env);
  } catch {
    throw new ConfigError("Invalid store configuration: STORE_CONFIG_JSON is not valid JSON");
  }
  const parsed = storeConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid store configuration: ${issue?.path.join(".") || "(root)"}: ${issue?.message}`);
  }
  return parsed.data;
}

export const storeConfig: StoreConfig = loadStoreConfig();

export const analyticsConfigured = (id: string) => id.length > 6;
