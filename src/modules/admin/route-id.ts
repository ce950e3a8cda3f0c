import { entityId } from "@/shared/ids";

/** The numeric id of an /admin/…/[id] page, or null when the segment is not one (the page then shows 404). */
export async function routeId(params: Promise<{ id: string }>): Promise<number | null> {
  const id = entityId.safeParse(Number((await params).id));
  return id.success ? id.data : null;
}
