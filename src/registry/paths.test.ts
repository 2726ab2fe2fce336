import { describe, expect, it } from 'vitest';
import { apiPaths, pagePaths } from './paths';

describe('apiPaths', () => {
  it('encodes a real id and keeps route and OpenAPI placeholders', () => {
    expect(apiPaths.record('orders', 'a/b c')).toBe('/admin/orders/a%2Fb%20c');
    expect(apiPaths.record('orders', ':id')).toBe('/admin/orders/:id');
    expect(apiPaths.action('orders', '{id}', 'approve')).toBe(
      '/admin/orders/{id}/approve',
    );
  });

  it('names the collection paths the contract serves', () => {
    expect(apiPaths.bulkAction('settlements', 'verify')).toBe(
      '/admin/settlements/bulk-verify',
    );
    expect(apiPaths.bulkActionJobs('settlements', 'verify')).toBe(
      '/admin/settlements/bulk-verify/jobs',
    );
    expect(apiPaths.bulkJob(':id')).toBe('/admin/bulk-jobs/:id');
    expect(apiPaths.bulkJob(12)).toBe('/admin/bulk-jobs/12');
    expect(apiPaths.importCsv('banks')).toBe('/admin/banks/import');
    expect(apiPaths.exportCsv('orders')).toBe('/admin/orders/export');
    expect(apiPaths.section('merchants', 7, 'outlet-performance-report')).toBe(
      '/admin/merchants/7/outlet-performance-report',
    );
  });
});

describe('pagePaths', () => {
  it("builds a record's pages with its id encoded", () => {
    expect(pagePaths.show('orders', 42)).toBe('/admin/orders/show/42');
    expect(pagePaths.edit('banks', 'x?y')).toBe('/admin/banks/edit/x%3Fy');
    expect(pagePaths.create('banks')).toBe('/admin/banks/create');
  });

  it('filters a list by one field the way the list reads its URL', () => {
    const path = pagePaths.list('order-lines', { field: 'orderId', value: 9 });
    const query = new URLSearchParams(path.split('?')[1]);
    expect(path.startsWith('/admin/order-lines?')).toBe(true);
    expect(query.get('filters[0][field]')).toBe('orderId');
    expect(query.get('filters[0][operator]')).toBe('eq');
    expect(query.get('filters[0][value]')).toBe('9');
  });
});
