import { apiRoute } from "@/server/compose/api-route";
import { contractDocumentsFor } from "@/server/content/contract-documents";
import { contractDocumentsBody } from "@/shared/social/schemas";

/** Public: the membership terms, the clarification text and the comment posting criteria. */
export const POST = apiRoute({ body: contractDocumentsBody }, async ({ body }) => contractDocumentsFor(body.locale));
