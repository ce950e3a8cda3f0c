import { blogListBody, listAdminBlogPosts } from "@/server/admin/content";
import { apiRoute } from "@/server/http/handler";

export const POST = apiRoute({ access: "staff", body: blogListBody }, ({ body }) => listAdminBlogPosts(body.page));
