import { apiRoute } from "@/server/compose/api-route";
import { savePopularCategories } from "@/server/search/manage/popular";
import { popularCategoriesBody } from "@/shared/search/popular";

export const POST = apiRoute({ access: "staff", body: popularCategoriesBody }, async ({ body, user }) => ({
  categories: await savePopularCategories(user, body.categories),
}));
