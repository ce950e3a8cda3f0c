import { contractDocumentsBody } from "@/modules/social/schemas";
import { apiRoute } from "@/server/http/handler";
import { contractDocumentsFor } from "@/server/services/contracts";

/** Public: the membership terms, the clarification text and the comment posting criteria. */
export const POST = apiRoute({ body: contractDocumentsBody }, async ({ body }) => contractDocumentsFor(body.locale));
