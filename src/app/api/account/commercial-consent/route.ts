import { changeConsent } from "@/server/account/commercial-consent";
import { apiRoute } from "@/server/compose/api-route";
import { consentChangeBody } from "@/shared/account/consent";

/** {channel, granted} -> every channel's current choice; the change is kept with the text version shown and the time. */
export const POST = apiRoute({ access: "customer", body: consentChangeBody }, ({ user, body }) => changeConsent(user.id, body));
