/**
 * Paged lists: a page is asked for by number and size (the screens) or as rows to skip and
 * take; the repositories read the page and the list's total side by side.
 */

/** A page by its number (from 1) and size. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** A page as rows to skip and take. */
export interface Paging {
  limit: number;
  offset: number;
}

export const offsetOf = ({ page, pageSize }: PageRequest) => (page - 1) * pageSize;

/** The page's rows (as items, through `toItem` when given) and how many the whole list holds. */
export async function pageAndTotal<Row, Item = Row>(
  rows: PromiseLike<Row[]>,
  counted: PromiseLike<{ n: number }[]>,
  toItem?: (row: Row) => Item,
): Promise<{ items: Item[]; total: number }> {
  const [page, [total]] = await Promise.all([rows, counted]);
  return {
    items: toItem ? page.map(toItem) : (page as unknown as Item[]),
    total: total?.n ?? 0,
  };
}

/**
 * A paged list as every back-office list answers it (the shared `pageOf` schema): the page's
 * items, through `toItem` when given, the list's total, and which page of what size it is.
 */
export function pageAnswer<Row, Item = Row>(
  list: { items: Row[]; total: number },
  { page, pageSize }: PageRequest,
  toItem?: (row: Row) => Item,
): { items: Item[]; total: number; page: number; page_size: number } {
  return {
    items: toItem ? list.items.map(toItem) : (list.items as unknown as Item[]),
    total: list.total,
    page,
    page_size: pageSize,
  };
}
