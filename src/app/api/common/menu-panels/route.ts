import { megaPanels } from "@/modules/layout/lib/mega-panel";
import { apiRoute } from "@/server/compose/api-route";
import { navigation } from "@/server/content/navigation";

/** POST /api/common/menu-panels: the desktop mega menu's panels, fetched when the menu is first reached (docs/API.md). */
export const POST = apiRoute({}, async () => megaPanels((await navigation()).tree));
