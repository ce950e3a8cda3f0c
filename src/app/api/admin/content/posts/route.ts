import { apiRoute } from "@/server/http/handler";
import { blogListBody, listAdminBlogPosts } from "@/server/services/admin-content";

export const POST = apiRoute({ access: "staff", body: blogListBody }, ({ body }) => listAdminBlogPosts(body.page));
