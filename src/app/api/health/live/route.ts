import { answerResponse } from "@/server/platform/http/answer";
import { liveness } from "@/server/platform/http/health";

export const dynamic = "force-dynamic";

/** `GET /api/health/live` (docs/API.md); in production the front door answers it first, before admission. */
export const GET = async () => answerResponse(await liveness());
