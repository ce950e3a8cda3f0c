import { cardLabels, cardView } from "@/modules/catalog/components/card-view";
import { homeRail } from "@/server/catalog/home";
import { withOwnListPrices } from "@/server/catalog/shopper-price";
import { apiRoute } from "@/server/compose/api-route";
import { homeRailBody } from "@/shared/catalog/home-rail";

export const runtime = "nodejs";

/** POST /api/catalog/home-rail {rail}: the cards of a home page rail drawn as the visitor scrolls to it (docs/API.md). */
export const POST = apiRoute({ body: homeRailBody }, async ({ body, user }) => ({
  // A signed-in customer's own prices, as on the rails drawn with the page.
  cards: (await withOwnListPrices(user?.id ?? null, await homeRail(body.rail))).map(cardView),
  labels: cardLabels(),
}));
