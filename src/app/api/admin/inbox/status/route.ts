import { setSubmissionStatus } from "@/server/admin/inbox";
import { apiRoute } from "@/server/compose/api-route";
import { submissionStatusBody } from "@/shared/admin/inbox";

export const POST = apiRoute({ access: "staff", body: submissionStatusBody }, async ({ body, user }) => ({
  status: await setSubmissionStatus(user, body.submissionId, body.status),
}));
