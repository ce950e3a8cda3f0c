import { getSubmission } from "@/server/admin/inbox";
import { notFound } from "@/server/http/errors";
import { apiRoute } from "@/server/http/handler";
import { submissionIdBody } from "@/shared/admin/inbox";

export const POST = apiRoute({ access: "staff", body: submissionIdBody }, async ({ body }) => {
  const submission = await getSubmission(body.submissionId);
  if (!submission) throw notFound();
  return submission;
});
