import { savePopularCategories } from "@/server/admin/settings";
import { apiRoute } from "@/server/compose/api-route";
import { popularCategoriesBody } from "@/shared/admin/settings";

export const POST = apiRoute({ access: "staff", body: popularCategoriesBody }, async ({ body, user }) => ({
  categories: await savePopularCategories(user, body.categories),
}));
