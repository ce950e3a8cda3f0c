import { apiRoute } from "@/server/compose/api-route";
import { setSubmissionStatus } from "@/server/content/manage/inbox";
import { submissionStatusBody } from "@/shared/content/inbox";

export const POST = apiRoute({ access: "staff", body: submissionStatusBody }, async ({ body, user }) => ({
  status: await setSubmissionStatus(user, body.submissionId, body.status),
}));
