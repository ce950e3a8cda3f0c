import { decodeOrNull } from "@/lib/uri";
import { findMedia } from "@/server/content/media";
import { FILE_DOWNLOAD_HEADERS } from "@/server/platform/http/security-headers";

/** Images and files stored in the database, cached for a year (keys never change content); files other than images download. */
export async function GET(req: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const { key } = await params;
  const parts = key.map(decodeOrNull);
  if (parts.includes(null)) return new Response(null, { status: 404 });
  const joined = parts.join("/");
  if (joined.length > 300 || joined.includes("..")) return new Response(null, { status: 404 });
  const row = await findMedia(joined);
  if (!row) return new Response(null, { status: 404 });
  const etag = `"${row.createdAt.getTime().toString(36)}-${row.bytes.byteLength.toString(36)}"`;
  const headers = {
    "Content-Type": row.contentType,
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    ...(row.contentType.startsWith("image/") ? {} : FILE_DOWNLOAD_HEADERS),
  };
  if (req.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(Buffer.from(row.bytes), { headers });
}
