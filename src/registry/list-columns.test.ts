import { describe, expect, test } from 'vitest';
import { getResource, resources } from '../../resources.config';
import { defineResource, type AnyResource } from './define-resource';
import {
  defaultColumnVisibility,
  fitColumns,
  LIST_WIDTH_PX,
  listColumnNames,
  listFloorPx,
  shownColumnNames,
} from './list-columns';

const entry = (name: string) => {
  const found = getResource(name);
  if (!found) throw new Error(`no resource ${name}`);
  return found;
};

describe('fitColumns', () => {
  const columns = [
    { name: 'code', priority: 0, px: 140 },
    { name: 'channel', priority: 5, px: 100 },
    { name: 'customer', priority: 2, px: 160 },
    { name: 'status', priority: 1, px: 110 },
    { name: 'placed', priority: 4, px: 170 },
  ];

  test('takes columns by priority while they fit, and gives them back in their order', () => {
    expect(fitColumns(columns, 410)).toEqual(['code', 'customer', 'status']);
    expect(fitColumns(columns, 1000)).toEqual(columns.map((c) => c.name));
  });

  test('passes over a column too wide for what is left for a narrower one after it', () => {
    // 590 takes code, status, customer (410); placed (170) is 10 px too
    // wide, channel (100) fits.
    expect(fitColumns(columns, 570)).toEqual([
      'code',
      'channel',
      'customer',
      'status',
    ]);
  });
});

describe('the columns a list shows at first', () => {
  test('every list fits a 1280 px screen with the sidebar open, reports with all their figures', () => {
    const over = (resources as readonly AnyResource[]).flatMap((r) => {
      const px = listFloorPx(r, shownColumnNames(r));
      return px > LIST_WIDTH_PX ? [`${r.name}: ${px} px`] : [];
    });
    expect(over).toEqual([]);
    for (const report of resources.filter((r) => r.report))
      expect(shownColumnNames(report)).toEqual(report.list?.columns);
  });

  test('orders keep the customer and outlet names, the state, total and time; the channel waits in the columns panel', () => {
    const orders = entry('orders');
    expect(shownColumnNames(orders)).toEqual([
      'code',
      'customerId',
      'outletId',
      'status',
      'total',
      'placedAt',
    ]);
    const hidden = defaultColumnVisibility(orders);
    // The id is there for whoever wants it: the order number links to the order.
    expect(hidden).toMatchObject({ id: false, channel: false });
    // Fields hidden in lists are offered too; notes and a map point are not.
    expect(hidden).toMatchObject({ subtotal: false, paidAt: false });
    expect(listColumnNames(orders)).not.toContain('notes');
    expect(listColumnNames(orders)).not.toContain('deliveryLocation');
  });

  test('a payout request shows who verified it beside its amount and state', () => {
    expect(shownColumnNames(entry('payout-request'))).toEqual([
      'code',
      'outletId',
      'netPayout',
      'resolvedStatus',
      'verifiedBy',
    ]);
    expect(listColumnNames(entry('payout-request'))).toEqual(
      expect.arrayContaining(['merchantId', 'reviewedBy', 'periodEnd']),
    );
  });

  test('a list without a title shows the id, which links to the record', () => {
    const readings = defineResource({
      name: 'readings',
      subject: 'Reading',
      label: { one: 'Reading', many: 'Readings' },
      fields: { value: { kind: 'number', label: 'Value' } },
    });
    expect(shownColumnNames(readings)).toEqual(['id', 'value', 'createdAt']);
    // With a title, the id waits in the columns panel.
    expect(shownColumnNames(entry('banks'))).not.toContain('id');
    expect(defaultColumnVisibility(entry('banks'))).toMatchObject({
      id: false,
    });
  });

  test('an entry that chooses no columns gets its title, state, names and amounts before the rest', () => {
    const tickets = defineResource({
      name: 'tickets',
      subject: 'Ticket',
      label: { one: 'Ticket', many: 'Tickets' },
      titleField: 'subject',
      stateField: 'status',
      fields: {
        isUrgent: { kind: 'boolean', label: 'Urgent' },
        channelCode: { kind: 'text', label: 'Channel code' },
        region: { kind: 'text', label: 'Region' },
        source: { kind: 'text', label: 'Source' },
        subject: { kind: 'text', label: 'Subject' },
        openedAt: { kind: 'datetime', label: 'Opened' },
        refund: { kind: 'money', label: 'Refund' },
        customerId: { kind: 'reference', to: 'users', label: 'Customer' },
        outletId: {
          kind: 'reference',
          to: 'merchant-outlets',
          label: 'Outlet',
        },
        status: { kind: 'enum', label: 'Status', enumKey: 'order.status' },
        notes: { kind: 'longText', label: 'Notes' },
      },
    });
    const shown = shownColumnNames(tickets);
    // In the entry's order; the text and the flag that did not fit wait.
    expect(shown).toEqual([
      'subject',
      'openedAt',
      'refund',
      'customerId',
      'outletId',
      'status',
    ]);
    expect(listFloorPx(tickets, shown)).toBeLessThanOrEqual(LIST_WIDTH_PX);
    expect(defaultColumnVisibility(tickets)).toMatchObject({
      isUrgent: false,
      region: false,
    });
  });
});
