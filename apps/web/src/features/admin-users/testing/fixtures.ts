/** A page of the people lists, ten a page as the server answers it. */
export const page = <T>(items: T[], total = items.length, pageNumber = 1) => ({
  items,
  total,
  page: pageNumber,
  page_size: 10,
});
