import { apiRoute } from "@/server/compose/api-route";
import { listAdminBlogPosts } from "@/server/content/manage/pages";
import { blogListBody } from "@/shared/content/manage";

export const POST = apiRoute({ access: "staff", body: blogListBody }, ({ body }) => listAdminBlogPosts(body.page));
