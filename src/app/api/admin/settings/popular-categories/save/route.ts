import { savePopularCategories } from "@/server/admin/settings";
import { apiRoute } from "@/server/http/handler";
import { popularCategoriesBody } from "@/shared/admin/settings";

export const POST = apiRoute({ access: "staff", body: popularCategoriesBody }, async ({ body, user }) => ({
  categories: await savePopularCategories(user, body.categories),
}));
