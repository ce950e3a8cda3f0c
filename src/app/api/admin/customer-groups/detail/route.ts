import { z } from "zod";
import { getGroup } from "@/server/account/manage/customer-groups";
import { apiRoute } from "@/server/compose/api-route";
import { notFound } from "@/server/platform/http/errors";
import { entityId } from "@/shared/ids";

export const POST = apiRoute({ access: "staff", body: z.object({ groupId: entityId }) }, async ({ body }) => {
  const group = await getGroup(body.groupId);
  if (!group) throw notFound();
  return group;
});
