import { apiRoute } from "@/server/compose/api-route";
import { quoteDownload } from "@/server/quotes/documents";

/** GET /api/account/quote-document?number=TK-2026-000012: the PDF of an own quote once priced (docs/API.md). */
export const GET = apiRoute({ access: "customer" }, ({ user, url }) =>
  quoteDownload({ userId: user.id }, { number: new URL(url).searchParams.get("number") ?? undefined }),
);
