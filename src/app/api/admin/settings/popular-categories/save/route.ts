import { apiRoute } from "@/server/http/handler";
import { popularCategoriesBody, savePopularCategories } from "@/server/services/admin-settings";

export const POST = apiRoute({ access: "staff", body: popularCategoriesBody }, async ({ body, user }) => ({
  categories: await savePopularCategories(user, body.categories),
}));
