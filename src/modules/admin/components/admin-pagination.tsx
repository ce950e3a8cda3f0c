import { PageLinks } from "@/modules/catalog/components/pagination";
import { pageCount } from "@/shared/paging";

/** A back-office list's page links: ?page=N on the list's own path, keeping its filters; nofollow. */
export function AdminPagination({
  path,
  filters,
  page,
  total,
}: {
  path: string;
  filters: Record<string, string | undefined>;
  page: number;
  total: number;
}) {
  const href = (n: number) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
    if (n > 1) query.set("page", String(n));
    const search = query.toString();
    return search ? `${path}?${search}` : path;
  };
  return <PageLinks page={page} pageCount={pageCount(total)} href={href} nofollow />;
}
