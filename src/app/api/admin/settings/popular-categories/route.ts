import { apiRoute } from "@/server/http/handler";
import { listPopularCategories } from "@/server/search/popular";

export const POST = apiRoute({ access: "staff" }, async () => ({ categories: await listPopularCategories() }));
