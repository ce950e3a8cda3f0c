import { z } from "zod";
import { safeRedirectPath } from "@/lib/safe-redirect";
import { entityId } from "@/shared/ids";
import { name, slugField } from "@/shared/manage-fields";
import { imageFile } from "@/shared/upload-bodies";

/** Request bodies of the back office's navigation (menus, slides, the popup), shared by the API routes and the admin forms. */

const isHttps = (s: string) => {
  try {
    return new URL(s).protocol === "https:" && !/\s/.test(s);
  } catch {
    return false;
  }
};
/** Where a menu entry, slide or popup leads: a path on this site or an https address. */
const target = z
  .string()
  .trim()
  .max(300, "admin:fields.errors.href")
  .refine((s) => safeRedirectPath(s, "") === s || isHttps(s), "admin:fields.errors.href");

/** Menu images: our uploads (/media/…) or https addresses (the storefront shows those unoptimised). */
const imageAddress = z
  .string()
  .max(300, "admin:fields.errors.image")
  .refine((s) => /^\/media\/[\w./-]+$/.test(s) || isHttps(s), "admin:fields.errors.image");

/** Inline SVG markup for a menu icon; no scripts, event handlers or embedded documents. */
const svgIcon = z
  .string()
  .trim()
  .max(5000, "admin:navigation.errors.svg")
  .refine((s) => /^<svg[\s>]/.test(s) && !/<script|<foreignObject|\son[a-z]+\s*=|javascript:/i.test(s), "admin:navigation.errors.svg");

/** Images per navigation item; the mega menu shows one per tile, slides and the popup one each. */
export const MAX_IMAGES = 12;

export const navigationTypes = ["product-catalog", "link", "story", "collection", "slide", "popup"] as const;

export const navigationFields = z.object({
  name,
  slug: slugField,
  href: target,
  type: z.enum(navigationTypes),
  showInMainMenu: z.boolean(),
  /** Only popups and slides use it: where clicking the image goes. */
  link: z.union([target, z.literal("")]).transform((s) => s || null),
  svgIcon: z.union([svgIcon, z.literal("")]).transform((s) => s || null),
  images: z.array(imageAddress).max(MAX_IMAGES, "admin:navigation.errors.images"),
});
export const navigationCreateBody = navigationFields.extend({ parentId: entityId.nullable() });
export type NavigationCreateInput = z.infer<typeof navigationCreateBody>;
export const navigationUpdateBody = navigationFields.extend({ itemId: entityId });
export type NavigationUpdateInput = z.infer<typeof navigationUpdateBody>;
export const navigationMoveBody = z.object({ itemId: entityId, direction: z.enum(["up", "down"]) });
export const navigationIdBody = z.object({ itemId: entityId });

type NavigationRow = {
  name: string;
  slug: string;
  href: string;
  type: (typeof navigationTypes)[number];
  showInMainMenu: boolean;
  link: string | null;
  svgIcon: string | null;
  images: string[];
};

/** A saved item's editable fields as the form and the update route take them (empty text for none). */
export const navigationFormValues = ({ name, slug, href, type, showInMainMenu, link, svgIcon, images }: NavigationRow) => ({
  name,
  slug,
  href,
  type,
  showInMainMenu,
  link: link ?? "",
  svgIcon: svgIcon ?? "",
  images,
});
export type NavigationFormValues = ReturnType<typeof navigationFormValues>;

/** An uploaded menu image (server only: decoding uses Buffer). */
export const navigationImageBody = z.object({ itemId: entityId, file: imageFile });
