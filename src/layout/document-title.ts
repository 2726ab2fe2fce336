/**
 * The browser tab's title: the product name, then the page's title when the
 * page has one.
 *
 * @example
 * documentTitle('ZFood Admin', 'Orders'); // 'ZFood Admin | Orders'
 */
export function documentTitle(
  productName: string,
  pageTitle?: string | null,
): string {
  const page = pageTitle?.trim();
  return page ? `${productName} | ${page}` : productName;
}
