import { cardLabels, cardView } from "@/modules/catalog/components/card-view";
import { homeRail } from "@/server/catalog/home";
import { apiRoute } from "@/server/http/handler";
import { homeRailBody } from "@/shared/catalog/home-rail";

export const runtime = "nodejs";

/** POST /api/catalog/home-rail {rail}: the cards of a home page rail drawn as the visitor scrolls to it (docs/API.md). */
export const POST = apiRoute({ body: homeRailBody }, async ({ body }) => ({
  cards: (await homeRail(body.rail)).map(cardView),
  labels: cardLabels(),
}));
