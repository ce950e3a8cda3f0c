import { apiRoute } from "@/server/http/handler";
import { setSubmissionStatus, submissionStatusBody } from "@/server/services/admin-inbox";

export const POST = apiRoute({ access: "staff", body: submissionStatusBody }, async ({ body, user }) => ({
  status: await setSubmissionStatus(user, body.submissionId, body.status),
}));
