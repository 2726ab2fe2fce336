import { describe, expect, test } from 'vitest';
import { getResource } from '../../resources.config';
import type { AnyResource } from '../registry/define-resource';
import { adminApi } from './admin-api';

function entry(name: string): AnyResource {
  const resource = getResource(name);
  if (!resource) throw new Error(`No registry entry '${name}'`);
  return resource;
}

const settlements = entry('settlements');
const range = { from: '2026-11-01', to: '2026-11-30', page: 2, perPage: 25 };

describe('adminApi builds each call from the registry entry', () => {
  test('an action posts to the record, its id encoded, with the reason as its body', () => {
    expect(
      adminApi.action(settlements, 'a/7', 'reject', { reason: 'Short' }),
    ).toEqual({
      method: 'post',
      url: '/admin/settlements/a%2F7/reject',
      payload: { reason: 'Short' },
    });
  });

  test("a saved view's actions and exports go to its source's API", () => {
    const payoutRequest = entry('payout-request');
    expect(adminApi.action(payoutRequest, 3, 'approve').url).toBe(
      '/admin/settlements/3/approve',
    );
    const csv = adminApi.exportCsv(payoutRequest, {
      filters: [{ field: 'resolvedStatus', operator: 'eq', value: 'PENDING' }],
      sorters: [{ field: 'createdAt', order: 'desc' }],
    });
    expect(csv).toMatchObject({
      method: 'get',
      url: '/admin/settlements/export',
      filters: [{ field: 'resolvedStatus', operator: 'eq', value: 'PENDING' }],
      sorters: [{ field: 'createdAt', order: 'desc' }],
      meta: { download: true, fileName: 'settlements.csv' },
    });
  });

  test('a bulk action sends its ids as numbers beside what the dialog asked', () => {
    expect(
      adminApi.bulkAction(settlements, 'review', ['1', 2], { reason: 'ok' }),
    ).toEqual({
      method: 'post',
      url: '/admin/settlements/bulk-review',
      payload: { ids: [1, 2], reason: 'ok' },
    });
  });

  test('an import uploads the file, and only a dry run asks dryRun=true', () => {
    const file = new Blob(['name\nMaybank\n'], { type: 'text/csv' });
    const dryRun = adminApi.importCsv(entry('banks'), file, { dryRun: true });
    expect(dryRun.url).toBe('/admin/banks/import');
    expect(dryRun.query).toEqual({ dryRun: 'true' });
    expect(dryRun.payload).toBeInstanceOf(FormData);
    expect((dryRun.payload as FormData).get('file')).toBeInstanceOf(Blob);
    expect(
      adminApi.importCsv(entry('banks'), file, { dryRun: false }).query,
    ).toBeUndefined();
  });

  test('a report reads its endpoint, leaving out an empty sort and include', () => {
    expect(adminApi.report(entry('outlets-performance'), range)).toEqual({
      method: 'get',
      url: '/admin/reportings/outlets-performance',
      query: range,
    });
    expect(
      adminApi.recordReport(
        entry('merchants'),
        7,
        'outlet-performance-report',
        {
          ...range,
          sort: '-gmv',
          include: 'outletId',
        },
      ),
    ).toEqual({
      method: 'get',
      url: '/admin/merchants/7/outlet-performance-report',
      query: { ...range, sort: '-gmv', include: 'outletId' },
    });
  });

  test('a member set is replaced with the version it was read at as If-Match', () => {
    const save = adminApi.saveMemberSet(
      entry('roles'),
      3,
      'permissions',
      { key: 'permissionIds', ids: [1, 4] },
      4,
    );
    expect(save).toEqual({
      method: 'put',
      url: '/admin/roles/3/permissions',
      payload: { permissionIds: [1, 4] },
      headers: { 'If-Match': '"4"' },
    });
    // Unread, it names no version and the API asks for one (428).
    expect(
      adminApi.saveMemberSet(
        entry('roles'),
        3,
        'permissions',
        { key: 'permissionIds', ids: [] },
        undefined,
      ).headers,
    ).toEqual({});
  });

  test("a statement and its PDF are sections of the merchant statement's settlement", () => {
    const statements = entry('merchant-statements');
    expect(adminApi.statement(statements, 12).url).toBe(
      '/admin/settlements/12/statement',
    );
    expect(adminApi.statementPdf(statements, 12, 'statement-S1.pdf')).toEqual({
      method: 'get',
      url: '/admin/settlements/12/statement.pdf',
      meta: { download: true, fileName: 'statement-S1.pdf' },
    });
  });

  test('a count asks for one row of the rows with field = value', () => {
    expect(adminApi.count('settlements', 'resolvedStatus', 'PENDING')).toEqual({
      method: 'get',
      url: '/admin/settlements',
      query: { page: 1, perPage: 1, 'search[resolvedStatus]': 'PENDING' },
    });
  });

  test("the desk's calls go under the enquiries API", () => {
    expect(adminApi.deskFolders('').query).toEqual({});
    expect(adminApi.deskFolders('refund').query).toEqual({ q: 'refund' });
    expect(adminApi.deskBulk('assign', [4, 5], { userId: 9 })).toEqual({
      method: 'post',
      url: '/admin/enquiries/bulk-assign',
      payload: { ids: [4, 5], userId: 9 },
    });
    expect(adminApi.deskReadMarker(4, true)).toMatchObject({
      method: 'put',
      url: '/admin/enquiries/4/read',
    });
    expect(adminApi.deskReadMarker(4, false).method).toBe('delete');
    expect(
      adminApi.deskReply(4, { body: 'Hi', attachments: [], files: [7] }),
    ).toMatchObject({
      method: 'post',
      url: '/admin/enquiries/4/messages',
      payload: { files: [7] },
    });
    // The pane's changes carry the version it read.
    expect(adminApi.deskAssign(4, 9, 3)).toEqual({
      method: 'post',
      url: '/admin/enquiries/4/assign',
      payload: { assignedTo: 9 },
      headers: { 'If-Match': '"3"' },
    });
    expect(
      adminApi.deskFile(4, {
        attachmentId: 12,
        fileName: 'receipt.png',
        contentType: 'image/png',
        sizeBytes: 95,
      }),
    ).toMatchObject({
      method: 'get',
      url: '/admin/enquiries/4/attachments/12',
      meta: { download: true, fileName: 'receipt.png' },
    });
  });
});
