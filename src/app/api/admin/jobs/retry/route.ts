import { retryJob } from "@/server/admin/jobs";
import { apiRoute } from "@/server/compose/api-route";
import { jobActionBody } from "@/shared/admin/jobs";

export const POST = apiRoute({ access: "staff", body: jobActionBody }, async ({ body, user }) => {
  await retryJob(user.id, body.queue, body.jobId);
  return { ok: true };
});
