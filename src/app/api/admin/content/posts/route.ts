import { listAdminBlogPosts } from "@/server/admin/content";
import { apiRoute } from "@/server/compose/api-route";
import { blogListBody } from "@/shared/admin/content";

export const POST = apiRoute({ access: "staff", body: blogListBody }, ({ body }) => listAdminBlogPosts(body.page));
