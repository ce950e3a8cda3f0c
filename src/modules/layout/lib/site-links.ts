/**
 * The shell's fixed links. Labels are keys of the `shell` namespace (`links.<key>`); every href is a
 * route of this shop, so the crawl test can hold the shell to "no dead links".
 */
export type SiteLink = { key: string; href: string };

export const COOKIE_POLICY_PATH = "/yasal/cerez-politikasi";
export const QUOTE_PATH = "/contact";
export const SIGN_IN_PATH = "/auth";

export const topBarLinks: SiteLink[] = [
  { key: "corporate", href: "/kurumsal/hakkimizda" },
  { key: "helpSupport", href: "/cozum-merkezi/yardim-destek" },
  { key: "brochures", href: "/brochure" },
  { key: "blog", href: "/blog" },
  { key: "contact", href: "/contact" },
];

export const footerColumns: { key: string; links: SiteLink[] }[] = [
  {
    key: "corporate",
    links: [
      { key: "aboutUs", href: "/kurumsal/hakkimizda" },
      { key: "representatives", href: "/kurumsal/temsilcilikler" },
      { key: "careers", href: "/kurumsal/kariyer" },
      { key: "bankAccounts", href: "/kurumsal/banka-bilgileri" },
      { key: "contact", href: "/contact" },
    ],
  },
  {
    key: "products",
    links: [
      { key: "machines", href: "/makineler" },
      { key: "consumables", href: "/sarf-malzemeler" },
      { key: "uvCuring", href: "/uv-kurleme" },
      { key: "applications", href: "/uygulamalar" },
    ],
  },
  {
    key: "portal",
    links: [
      { key: "blog", href: "/blog" },
      { key: "brochures", href: "/brochure" },
      { key: "applicationExamples", href: "/uygulama-ornekleri" },
      { key: "news", href: "/haberler" },
      { key: "helpSupport", href: "/cozum-merkezi/yardim-destek" },
    ],
  },
  {
    key: "forms",
    links: [
      { key: "quoteForm", href: "/contact" },
      { key: "technicalServiceForm", href: "/teknik-servis-formu" },
      { key: "dealershipForm", href: "/bayilik-formu" },
    ],
  },
  {
    key: "legal",
    links: [
      { key: "clarification", href: "/yasal/aydinlatma-metni" },
      { key: "personalData", href: "/yasal/kisisel-veri-politikasi" },
      { key: "cookiePolicy", href: COOKIE_POLICY_PATH },
    ],
  },
];

/** The signed-in customer's pages (user menu and /mobile/my-account). */
export const accountLinks: SiteLink[] = [
  { key: "myOrders", href: "/account/my-orders" },
  { key: "myFavorites", href: "/account/my-favorites" },
  { key: "myCollections", href: "/account/my-collections" },
  { key: "myReviews", href: "/account/my-reviews" },
  { key: "myQuotes", href: "/account/my-quotes" },
  { key: "myAddresses", href: "/account/my-addresses" },
  { key: "myAccount", href: "/account/my-account" },
  { key: "quickOrder", href: "/hizli-siparis" },
];

/** Why a guest was sent to sign in: a key the sign-in page turns into its own sentence, never text from the address. */
export const signInReasons = ["favorite", "collection", "priceAlarm", "review", "quote"] as const;
export type SignInReason = (typeof signInReasons)[number];
export const signInReasonOf = (value: string | undefined): SignInReason | undefined => signInReasons.find((r) => r === value);

/** Sign-in link that brings the shopper back to where they were, saying why when a button sent them. */
export function signInHref(returnTo: string, reason?: SignInReason) {
  const query = [returnTo && returnTo !== "/" ? `redirect=${encodeURIComponent(returnTo)}` : "", reason ? `reason=${reason}` : ""];
  const joined = query.filter(Boolean).join("&");
  return joined ? `${SIGN_IN_PATH}?${joined}` : SIGN_IN_PATH;
}

/** `tel:` link for a phone number written for people ("+90 212 555 01 23"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
