import { replyToSubmission, submissionReplyBody } from "@/server/admin/inbox";
import { apiRoute } from "@/server/http/handler";

export const POST = apiRoute({ access: "staff", body: submissionReplyBody }, ({ body, user }) =>
  replyToSubmission(user, body.submissionId, { subject: body.subject, text: body.text }),
);
