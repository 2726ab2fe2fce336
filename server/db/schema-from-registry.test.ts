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
  // The state's index and a moment with a tab-first index stay as they were.
  for (const kept of [
    '"orders_status_sorted_idx" ON "orders" ("status", "placed_at" DESC, "id" DESC)',
    '"orders_completed_at_sorted_idx" ON "orders" ("completed_at", "placed_at" DESC, "id" DESC)',
  ])
    expect(orders).toContain(`CREATE INDEX IF NOT EXISTS ${kept}`);
  // Without tabs, the plain (column, default column, id).
  expect(indexesOf('order_menus').join('\n')).not.toMatch(/_tabbed_idx/);
});

test('a windowed list’s default-column index carries every column it sorts on, and its new rows are soon marked all-visible', () => {
  const orders = indexesOf('orders');
  const model = tableModel(
    registry.find((r) => r.name === 'orders') as AnyResource,
  );
  const sorted = model.columns
    .filter((c) => c.field.sortable && c.name !== 'id' && c.name !== 'placedAt')
    .map((c) => `"${c.column}"`);
  expect(sorted).toEqual(expect.arrayContaining(['"code"', '"paid_at"']));
  const window = orders.indexOf(
    `CREATE INDEX IF NOT EXISTS "orders_placed_at_window_idx" ON "orders" ("placed_at" DESC, "id" DESC) INCLUDE (${sorted.join(', ')})`,
  );
  expect(window).toBeGreaterThanOrEqual(0);
  expect(orders.slice(window + 1, window + 4)).toEqual([
    'ALTER TABLE "orders" SET (autovacuum_vacuum_insert_threshold = 10000, autovacuum_vacuum_insert_scale_factor = 0)',
    'DROP INDEX IF EXISTS "orders_placed_at_idx"',
    'DROP INDEX IF EXISTS "orders_placed_at_sorted_idx"',
  ]);
  // Lists not declared windowed keep their narrow default-column index.
  for (const table of tables.filter((t) => t.table !== 'orders'))
    expect(table.indexes.join('\n'), table.table).not.toMatch(
      /_window_idx|autovacuum/,
    );
  expect(indexesOf('settlements')).toContain(
    'CREATE INDEX IF NOT EXISTS "settlements_period_end_sorted_idx" ON "settlements" ("period_end" DESC, "id" DESC)',
  );
});

test('a prefixed code’s start is priced from a finer histogram of its lower-case index, taken at once', () => {
  const orders = indexesOf('orders');
  const at = orders.indexOf(
    'ALTER INDEX "orders_code_lower_idx" ALTER COLUMN 1 SET STATISTICS 1000',
  );
  expect(at).toBeGreaterThan(
    orders.indexOf(
      'CREATE INDEX IF NOT EXISTS "orders_code_lower_idx" ON "orders" (lower("code") text_pattern_ops)',
    ),
  );
  expect(orders[at + 1]).toBe('ANALYZE "orders"');
  // Codes without a declared shape keep the default statistics.
  for (const table of tables.filter((t) => t.table !== 'orders'))
    expect(table.indexes.join('\n'), table.table).not.toContain(
      'SET STATISTICS',
    );
});
