import { apiRoute } from "@/server/compose/api-route";
import { replyToSubmission } from "@/server/content/manage/inbox";
import { submissionReplyBody } from "@/shared/content/inbox";

export const POST = apiRoute({ access: "staff", body: submissionReplyBody }, ({ body, user }) =>
  replyToSubmission(user, body.submissionId, { subject: body.subject, text: body.text }),
);
