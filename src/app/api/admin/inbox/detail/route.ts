import { getSubmission } from "@/server/admin/inbox";
import { apiRoute } from "@/server/compose/api-route";
import { notFound } from "@/server/platform/http/errors";
import { submissionIdBody } from "@/shared/admin/inbox";

export const POST = apiRoute({ access: "staff", body: submissionIdBody }, async ({ body }) => {
  const submission = await getSubmission(body.submissionId);
  if (!submission) throw notFound();
  return submission;
});
