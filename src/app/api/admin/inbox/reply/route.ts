import { apiRoute } from "@/server/compose/api-route";
import { replyToSubmission } from "@/server/content/manage/inbox";
import { replyBodyLimit, submissionReplyBody } from "@/shared/content/inbox";

export const POST = apiRoute({ access: "staff", body: submissionReplyBody, maxBytes: replyBodyLimit }, ({ body, user }) => {
  const { submissionId, ...reply } = body;
  return replyToSubmission(user, submissionId, reply);
});
