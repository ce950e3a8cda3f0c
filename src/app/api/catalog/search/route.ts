import { searchEndpoint } from "@/server/runtime/front-door/search-endpoint";

/** `POST /api/catalog/search` (docs/API.md); in production the front door answers it first (docs/adr/0010). */
export const POST = searchEndpoint;
