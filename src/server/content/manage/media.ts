import "server-only";
import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import sharp, { type OutputInfo } from "sharp";
import { t } from "@/i18n/server";
import { mediaUrl } from "@/lib/media-url";

import type { Tx } from "@/server/platform/db/client";
import { media } from "@/server/platform/db/schema";
import { badRequest } from "@/server/platform/http/errors";
import { MENU_IMAGE } from "@/shared/content/navigation";

export type FileKind = "jpeg" | "png" | "webp" | "pdf";

/** The content type each kind of file is stored and sent with. */
export const fileContentType: Record<FileKind, string> = {
  pdf: "application/pdf",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** What a file is, by its first bytes (never by its name or the browser's claim), or null when it is none of ours. */
export function sniffFile(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (startsWith(bytes, ascii("%PDF-"))) return "pdf";
  return null;
}

/**
 * The boxes the storefront shows each kind of image in, so an upload is stored once at the
 * size the pages need and the optimiser only scales it down: product photos fit inside twice the 600 px the
 * gallery shows (sharp screens), mega-menu tiles are 720x480, slides 8:3, the popup 600x600, brand logos
 * 280x57 like the seeded ones.
 */
export const imagePresets = {
  product: { width: 1200, height: 1600, fit: "inside" },
  menuTile: { width: MENU_IMAGE.width, height: MENU_IMAGE.height, fit: "cover" },
  slide: { width: 1600, height: 600, fit: "cover" },
  popup: { width: 600, height: 600, fit: "cover" },
  brandLogo: { width: 280, height: 57, fit: "contain" },
} as const;
export type ImagePreset = keyof typeof imagePresets;

/** Refuses decompression bombs: a 8 MB file may claim billions of pixels. */
const MAX_INPUT_PIXELS = 40_000_000;
const UPLOAD_PREFIX = "uploads/";

const invalidFile = (key: string) => badRequest("invalid_file", t(`admin:media.errors.${key}`));

export type StoredImage = { key: string; url: string; width: number; height: number };

/** Checks, resizes and stores an uploaded image as WebP inside the caller's transaction. */
export async function storeImage(tx: Tx, bytes: Uint8Array, preset: ImagePreset, folder: string): Promise<StoredImage> {
  const kind = sniffFile(bytes);
  if (kind === null || kind === "pdf") throw invalidFile("imageType");
  const box = imagePresets[preset];
  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: box.width,
        height: box.height,
        fit: box.fit,
        withoutEnlargement: box.fit === "inside",
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw invalidFile("unreadableImage");
  }
  const key = `${UPLOAD_PREFIX}${folder}/${randomUUID()}.webp`;
  await tx
    .insert(media)
    .values({ key, contentType: "image/webp", bytes: new Uint8Array(out.data), width: out.info.width, height: out.info.height });
  return { key, url: mediaUrl(key), width: out.info.width, height: out.info.height };
}

/** Refuses an upload that is not a PDF by its first bytes (400 invalid_file). */
export function assertPdf(bytes: Uint8Array) {
  if (sniffFile(bytes) !== "pdf") throw invalidFile("pdfType");
}

/** Checks and stores an uploaded PDF inside the caller's transaction. */
export async function storePdf(tx: Tx, bytes: Uint8Array, folder: string): Promise<string> {
  assertPdf(bytes);
  const key = `${UPLOAD_PREFIX}${folder}/${randomUUID()}.pdf`;
  await tx.insert(media).values({ key, contentType: "application/pdf", bytes });
  return key;
}

/** "/media/uploads/x.webp" -> "uploads/x.webp"; null for any other address. */
export const mediaKeyOf = (url: string) => (url.startsWith("/media/") ? url.slice("/media/".length) : null);

/**
 * Deletes uploaded files nothing refers to any more. Seeded files are kept: Markdown pages may embed them.
 * Call it in the transaction that dropped the reference.
 */
export async function dropUnusedMedia(tx: Tx, keys: (string | null | undefined)[]) {
  const uploaded = keys.filter((k): k is string => !!k?.startsWith(UPLOAD_PREFIX));
  if (uploaded.length === 0) return;
  await tx.delete(media).where(
    sql`${inArray(media.key, uploaded)}
      and not exists (select 1 from product_images where media_key = ${media.key})
      and not exists (select 1 from product_attachments where media_key = ${media.key})
      and not exists (select 1 from brands where logo_key = ${media.key})
      and not exists (select 1 from categories where image_key = ${media.key})
      and not exists (select 1 from blog_posts where cover_key = ${media.key})
      and not exists (select 1 from navigation_items where images ? ('/media/' || ${media.key}))`,
  );
}
