import { replyToSubmission } from "@/server/admin/inbox";
import { apiRoute } from "@/server/compose/api-route";
import { submissionReplyBody } from "@/shared/admin/inbox";

export const POST = apiRoute({ access: "staff", body: submissionReplyBody }, ({ body, user }) =>
  replyToSubmission(user, body.submissionId, { subject: body.subject, text: body.text }),
);
