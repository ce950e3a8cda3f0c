import "server-only";
import type { MailFile } from "@/server/platform/mail";

/** A file as the download's answer (a PDF, a spreadsheet) that the browser saves under its name, never shown inline or cached. */
export const downloadResponse = (file: MailFile) =>
  new Response(Buffer.from(file.content), {
    headers: {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.filename}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
