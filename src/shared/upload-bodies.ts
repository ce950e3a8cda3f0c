import { z } from "zod";
import { base64Length, IMAGE_MAX_BYTES } from "@/shared/uploads";

/** A file in an upload route's body, as base64 text (src/shared/uploads.ts). Server only: decoding uses Buffer. */
export const base64File = (maxBytes: number, tooLarge: string) =>
  z
    .string()
    .min(1, "admin:media.errors.empty")
    .max(base64Length(maxBytes), tooLarge)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, "admin:media.errors.encoding")
    .transform((s) => new Uint8Array(Buffer.from(s, "base64")));

export const imageFile = base64File(IMAGE_MAX_BYTES, "admin:media.errors.imageTooLarge");
