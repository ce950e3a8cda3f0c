import { liveEndpoint } from "@/server/compose/live-endpoint";

/** `GET /api/live` (docs/API.md); in production the front door answers it first (docs/adr/0013). */
export const GET = liveEndpoint;
