import { apiRoute } from "@/server/http/handler";
import { replyToSubmission, submissionReplyBody } from "@/server/services/admin-inbox";

export const POST = apiRoute({ access: "staff", body: submissionReplyBody }, ({ body, user }) =>
  replyToSubmission(user, body.submissionId, { subject: body.subject, text: body.text }),
);
