import { z } from "zod";

/** The home page's product rails drawn as the visitor scrolls to them (the first, best sellers, is in the HTML). */
export const LATER_HOME_RAILS = ["newProducts", "discounted", "suggested"] as const;
export type LaterHomeRail = (typeof LATER_HOME_RAILS)[number];

/** POST /api/catalog/home-rail: one of those rails' cards. */
export const homeRailBody = z.object({ rail: z.enum(LATER_HOME_RAILS) });
