import { searchEndpoint } from "@/server/runtime/front-door/search-endpoint";

/** SPEC §7 `POST /api/catalog/search`; in production the front door answers it first (docs/adr/0010). */
export const POST = searchEndpoint;
