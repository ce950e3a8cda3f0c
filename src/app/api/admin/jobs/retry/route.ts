import { apiRoute } from "@/server/compose/api-route";
import { retryJob } from "@/server/compose/manage-jobs";
import { jobActionBody } from "@/shared/jobs";

export const POST = apiRoute({ access: "staff", body: jobActionBody }, async ({ body, user }) => {
  await retryJob(user.id, body.queue, body.jobId);
  return { ok: true };
});
