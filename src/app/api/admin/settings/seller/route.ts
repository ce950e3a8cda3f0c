import { apiRoute } from "@/server/compose/api-route";
import { loadSeller } from "@/server/content/seller";

/** POST /api/admin/settings/seller {}: the seller identity the contracts print (docs/API.md). */
export const POST = apiRoute({ access: "staff" }, async () => ({ seller: await loadSeller() }));
