/** The numeric id of an /admin/…/[id] page, or null when the segment is not one (the page then shows 404). */
export async function routeId(params: Promise<{ id: string }>): Promise<number | null> {
  const id = Number((await params).id);
  return Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
}
