import { z } from "zod";
import { getGroup } from "@/server/admin/customer-groups";
import { notFound } from "@/server/http/errors";
import { apiRoute } from "@/server/http/handler";
import { entityId } from "@/shared/ids";

export const POST = apiRoute({ access: "staff", body: z.object({ groupId: entityId }) }, async ({ body }) => {
  const group = await getGroup(body.groupId);
  if (!group) throw notFound();
  return group;
});
