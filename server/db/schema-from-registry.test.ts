import { expect, test } from 'vitest';
import { resources } from '../../resources.config';
import type { AnyResource } from '../../src/registry/define-resource';
import { schemaFromRegistry } from './schema-from-registry';
import { hasTable, tableModel } from './table-model';

const registry = resources as readonly AnyResource[];
const tables = schemaFromRegistry(registry, { trigramOps: 'gin_trgm_ops' });
const indexesOf = (table: string) =>
  tables.find((t) => t.table === table)?.indexes ?? [];

test('under status tabs, each moment a list sorts on that may be empty gets a tab-first index in the list’s order', () => {
  const byTab = indexesOf('orders').filter((sql) => /_by_status_idx/.test(sql));
  expect(byTab).toEqual([
    'CREATE INDEX IF NOT EXISTS "orders_paid_at_by_status_idx" ON "orders" ("status", "paid_at", "placed_at" DESC, "id" DESC)',
    'CREATE INDEX IF NOT EXISTS "orders_completed_at_by_status_idx" ON "orders" ("status", "completed_at", "placed_at" DESC, "id" DESC)',
  ]);
});

test('no tab-first index for a table without status tabs, a required moment or another kind', () => {
  let checked = 0;
  for (const resource of registry.filter(hasTable)) {
    const model = tableModel(resource);
    for (const sql of indexesOf(model.table)) {
      const column =
        /_by_(?!sorted_|tabbed_)\w+_idx" ON "\w+" \("\w+", "(\w+)"/.exec(
          sql,
        )?.[1];
      if (!column) continue;
      const field = model.columns.find((c) => c.column === column)?.field;
      expect(resource.list?.statusTabs, sql).toBe(true);
      expect(field?.kind, sql).toMatch(/^(datetime|date)$/);
      expect(field?.required, sql).toBeFalsy();
      checked += 1;
    }
  }
  expect(checked).toBeGreaterThanOrEqual(2);
});

test('under status tabs, a reference’s index carries the state, so its tabs are counted from the index', () => {
  const orders = indexesOf('orders');
  expect(orders).toContain(
    'CREATE INDEX IF NOT EXISTS "orders_outlet_id_tabbed_idx" ON "orders" ("outlet_id", "placed_at" DESC, "id" DESC) INCLUDE ("status")',
  );
  // The index it replaces goes; a table without tabs keeps its plain one.
  expect(orders).toContain(
    'DROP INDEX IF EXISTS "orders_outlet_id_sorted_idx"',
  );
  expect(
    indexesOf('order_menus').filter((sql) => sql.includes('INCLUDE')),
  ).toEqual([]);
  expect(indexesOf('order_menus').join('\n')).toMatch(
    /"order_menus_order_id_sorted_idx" ON "order_menus" \("order_id"/,
  );
});

test('under status tabs, a sorted column’s index ends with the state, so a tab’s equality is checked in the index', () => {
  const orders = indexesOf('orders');
  expect(orders).toContain(
    'CREATE INDEX IF NOT EXISTS "orders_total_tabbed_idx" ON "orders" ("total", "placed_at" DESC, "id" DESC, "status")',
  );
  expect(orders).toContain('DROP INDEX IF EXISTS "orders_total_sorted_idx"');
  // The default order's own index, the state's, and a moment with a
  // tab-first index stay as they were.
  for (const kept of [
    '"orders_placed_at_sorted_idx" ON "orders" ("placed_at" DESC, "id" DESC)',
    '"orders_status_sorted_idx" ON "orders" ("status", "placed_at" DESC, "id" DESC)',
    '"orders_completed_at_sorted_idx" ON "orders" ("completed_at", "placed_at" DESC, "id" DESC)',
  ])
    expect(orders).toContain(`CREATE INDEX IF NOT EXISTS ${kept}`);
  // Without tabs, the plain (column, default column, id).
  expect(indexesOf('order_menus').join('\n')).not.toMatch(/_tabbed_idx/);
});
