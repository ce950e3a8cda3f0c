import { findMedia } from "@/server/content/media";

/** Images and files stored in the database, cached for a year (keys never change content). */
export async function GET(req: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const { key } = await params;
  const joined = key.map((part) => decodeURIComponent(part)).join("/");
  if (joined.length > 300 || joined.includes("..")) return new Response(null, { status: 404 });
  const row = await findMedia(joined);
  if (!row) return new Response(null, { status: 404 });
  const etag = `"${row.createdAt.getTime().toString(36)}-${row.bytes.byteLength.toString(36)}"`;
  const headers = {
    "Content-Type": row.contentType,
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
  };
  if (req.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(Buffer.from(row.bytes), { headers });
}
