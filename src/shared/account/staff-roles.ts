/** A staff account's one role: the owner does everything, each other role one part of the back office. */
export const STAFF_ROLES = ["owner", "orders", "catalogue", "content"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Besides the owner, who opens a part: every staff member, or one role. */
type Part = { pages: string[]; api: string[]; roles: "all" | StaffRole };

/**
 * The back office by part, the one table the API guard (src/server/compose/api-route.ts), the pages
 * (src/modules/admin/access.tsx), the page status (src/server/account/back-office.ts) and the menu read. A path
 * belongs to the part with its longest matching prefix; a path of no part is the owner's alone (settings,
 * coupons, customer groups, jobs, consents, staff, the audit log, the reports and the accountant's export, and
 * whatever is added without a line here).
 */
const PARTS: Part[] = [
  { pages: ["/admin", "/admin/two-factor"], api: [], roles: "all" },
  {
    pages: ["/admin/orders", "/admin/quotes", "/admin/inbox"],
    api: ["/api/admin/orders", "/api/admin/quotes", "/api/admin/inbox"],
    roles: "orders",
  },
  {
    pages: ["/admin/products", "/admin/categories", "/admin/brands", "/admin/navigation", "/admin/search"],
    api: ["/api/admin/products", "/api/admin/categories", "/api/admin/brands", "/api/admin/navigation", "/api/admin/search"],
    roles: "catalogue",
  },
  { pages: ["/admin/blog", "/admin/pages", "/admin/reviews"], api: ["/api/admin/content", "/api/admin/reviews"], roles: "content" },
];

/** Prefixes that match only the path itself: the dashboard is everyone's, the pages under it are not. */
const EXACT = new Set(["/admin"]);

const matches = (prefix: string, path: string) => path === prefix || (!EXACT.has(prefix) && path.startsWith(`${prefix}/`));

function partOf(path: string): Part | undefined {
  let best: { part: Part; length: number } | undefined;
  for (const part of PARTS)
    for (const prefix of [...part.pages, ...part.api])
      if (matches(prefix, path) && prefix.length > (best?.length ?? -1)) best = { part, length: prefix.length };
  return best?.part;
}

/** Whether a staff member of this role may open a back-office page or call an admin API route at this path. */
export function staffMay(role: StaffRole | null | undefined, path: string): boolean {
  if (!role) return false;
  if (role === "owner") return true;
  const part = partOf(path);
  return part !== undefined && (part.roles === "all" || part.roles === role);
}

/** The owner must have a verified second factor before the back office opens; the other roles are offered one. */
export const secondFactorRequired = (role: StaffRole | null | undefined) => role === "owner";

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);
