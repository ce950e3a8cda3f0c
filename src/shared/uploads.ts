/**
 * Upload limits shared by the admin forms (checked before sending) and the upload routes (checked again).
 * Files travel base64-encoded in the JSON body, so every upload goes through apiRoute's origin, role,
 * body-limit and zod checks like any other admin call.
 */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const PDF_MAX_BYTES = 10 * 1024 * 1024;
/** An inbox reply's attachments: at most this many PDFs or images, each at most this big. */
export const REPLY_FILES_MAX = 3;
export const REPLY_FILE_MAX_BYTES = 4 * 1024 * 1024;

/** Length of the base64 text of a file of `bytes` bytes. */
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/** A route's body limit for one base64 file of at most `bytes`, plus room for the other fields. */
export const uploadBodyLimit = (bytes: number) => base64Length(bytes) + 16 * 1024;

/** The file's bytes as base64 text (without the data: URL prefix). Browser only. */
export function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
