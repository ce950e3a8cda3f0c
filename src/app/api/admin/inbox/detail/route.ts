import { apiRoute } from "@/server/compose/api-route";
import { getSubmission } from "@/server/content/manage/inbox";
import { notFound } from "@/server/platform/http/errors";
import { submissionIdBody } from "@/shared/content/inbox";

export const POST = apiRoute({ access: "staff", body: submissionIdBody }, async ({ body }) => {
  const submission = await getSubmission(body.submissionId);
  if (!submission) throw notFound();
  return submission;
});
