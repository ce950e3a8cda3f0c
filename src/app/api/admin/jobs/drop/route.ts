import { apiRoute } from "@/server/compose/api-route";
import { dropJob } from "@/server/compose/manage-jobs";
import { jobActionBody } from "@/shared/jobs";

export const POST = apiRoute({ access: "staff", body: jobActionBody }, async ({ body, user }) => {
  await dropJob(user.id, body.queue, body.jobId);
  return { ok: true };
});
