import { apiRoute } from "@/server/compose/api-route";
import { listPopularCategories } from "@/server/search/popular";

export const POST = apiRoute({ access: "staff" }, async () => ({ categories: await listPopularCategories() }));
