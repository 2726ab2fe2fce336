/**
 * Page `page` of a long orders list, 25 rows as the API answers them: ids
 * and codes run on from page to page, every row pending, delivered to one
 * customer from one outlet.
 */
export function orderRows(page: number): Record<string, unknown>[] {
  return Array.from({ length: 25 }, (_, i) => {
    const id = (page - 1) * 25 + i + 1;
    return {
      id,
      code: `ORD${String(id).padStart(7, '0')}`,
      customerId: 7,
      outletId: 3,
      status: 'PENDING',
      channel: 'DELIVERY',
      total: 3280,
      placedAt: '2026-11-20T04:00:00.000Z',
    };
  });
}
