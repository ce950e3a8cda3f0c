import { t } from "@/i18n/server";
import { errorResponse } from "@/server/platform/http/errors";
import { databaseHealth } from "@/server/platform/http/health";

export const dynamic = "force-dynamic";

/** Public: 200 with the database's state and latency when it answers, 503 when it does not; nothing about what it is. */
export async function GET() {
  const health = await databaseHealth();
  if (health.ok) return Response.json({ status: "ok", database: { status: "up", latencyMs: health.latencyMs } });
  return errorResponse(503, "database_unavailable", t("errors:database_unavailable"));
}
