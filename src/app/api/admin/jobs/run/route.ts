import { apiRoute } from "@/server/compose/api-route";
import { runJobNow } from "@/server/compose/manage-jobs";
import { runJobBody } from "@/shared/jobs";

export const POST = apiRoute({ access: "staff", body: runJobBody }, async ({ body, user }) => ({
  jobId: await runJobNow(user.id, body.queue),
}));
