/** Every back-office list shows this many rows a page, with plain ?page=N links (modules/admin/components/admin-pagination). */
export const ADMIN_PAGE_SIZE = 25;

/** Rows to skip for a 1-based page; anything below 1 is the first page. */
export const pageOffset = (page = 1) => (Math.max(1, Math.floor(page)) - 1) * ADMIN_PAGE_SIZE;

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
