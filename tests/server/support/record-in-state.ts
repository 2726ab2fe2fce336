import { resources } from '../../../resources.config';
import { insertRecordInState } from '../../../server/test-fixtures/record-in-state';
import type { TestServer } from './test-server';

/** A record as the API returns it. */
export type StatefulRecord = Record<string, unknown> & { id: number };

/**
 * A new record of the product's `resourceName` in `state`, inserted straight
 * through the server's database (parameterised SQL), with nobody's stamps on
 * it: a test makes the state it acts on instead of hoping the seed has one.
 *
 * @example
 * const pending = await recordInState(server, 'settlements', 'PENDING');
 * const small = await recordInState(server, 'orders', 'COMPLETED', { total: 2500 });
 */
export async function recordInState(
  server: TestServer,
  resourceName: string,
  state: string,
  /** Values the record takes instead of the copied row's, by wire name. */
  overrides: Readonly<Record<string, unknown>> = {},
): Promise<StatefulRecord> {
  const resource = resources.find((r) => r.name === resourceName);
  if (!resource) throw new Error(`No resource ${resourceName}`);
  const record = await insertRecordInState(
    server.db,
    resources,
    resource,
    state,
    overrides,
  );
  return { ...record, id: Number(record.id) };
}
