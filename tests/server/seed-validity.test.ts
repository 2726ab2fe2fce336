import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import { formToApi } from '../../src/components/fields/form-to-api';
import {
  formFieldNames,
  toFormValues,
} from '../../src/components/fields/form-values';
import { checkFieldValue } from '../../src/registry/field-kinds/value-schemas';
import type { AnyResource } from '../../src/registry/define-resource';
import { generateSeedRows } from '../../server/db/seed';
import { hasTable, tableModel } from '../../server/db/table-model';
import { validateRecord } from '../../server/resources/validate-record';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

type Rec = Record<string, unknown> & { id: number };

const tables = (resources as readonly AnyResource[]).filter(hasTable);
const canEdit = (r: AnyResource) => (r.operations ?? ['edit']).includes('edit');

/**
 * What the console's edit form sends when saved untouched: every field the
 * form shows, through the form's own conversions (ringgit, local minutes,
 * trimmed text) and back.
 */
function untouchedSave(resource: AnyResource, record: Rec) {
  const names = formFieldNames(resource, 'edit');
  return formToApi(resource, names, toFormValues(resource, names, record));
}

/**
 * "users#7.email = …: message" for every rule a record breaks: as the edit
 * form saves it, and for the fields the form does not send (read-only codes,
 * create-only keys), each stored value against its own field's rules.
 */
function breaches(resource: AnyResource, records: readonly Rec[]): string[] {
  const model = tableModel(resource);
  const say = (record: Rec, field: string, message: string) =>
    `${resource.name}#${record.id}.${field} = ${JSON.stringify(record[field])}: ${message}`;
  return records.flatMap((record) => {
    // The form's own check first (the same schemas), then the API's.
    const form = untouchedSave(resource, record);
    const { errors } = validateRecord(model, form.body, 'patch', record);
    const onSave = [
      ...Object.entries(form.errors).map(([field, message]) =>
        say(record, field, `in the form: ${message}`),
      ),
      ...Object.entries(errors).map(([field, messages]) =>
        say(record, field, messages.join('; ')),
      ),
    ];
    const stored = Object.entries(resource.fields).flatMap(([field, spec]) => {
      const value = record[field];
      if (value === null || value === undefined || field in errors) return [];
      const checked = checkFieldValue(spec, value);
      return 'error' in checked ? [say(record, field, checked.error)] : [];
    });
    return [...onSave, ...stored];
  });
}

describe('at the test seed scale, as stored', () => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await apiAs(server, 'admin@zfood.my');
  });
  afterAll(() => server.close());

  test('every seeded record passes its own resource validation as the edit form saves it', async () => {
    const found: string[] = [];
    for (const resource of tables) {
      const model = tableModel(resource);
      const { rows } = await server.db.query<Rec>(
        `SELECT ${model.selectList} FROM "${model.table}" ORDER BY id`,
      );
      expect(rows.length, resource.name).toBeGreaterThan(0);
      found.push(...breaches(resource, rows));
    }
    expect(found).toEqual([]);
  });

  test('saving a seeded record untouched through PATCH answers 200, for every editable resource', async () => {
    const failed: string[] = [];
    for (const resource of tables.filter(canEdit)) {
      const list = await admin.get<{ data: Rec[] }>(
        `/admin/${resource.name}?perPage=1`,
      );
      const record = list.body.data[0];
      if (!record) {
        failed.push(`${resource.name}: no seeded record`);
        continue;
      }
      // Sent with the version it was read at, as the console does (If-Match).
      const form = untouchedSave(resource, record);
      expect(form.errors, resource.name).toEqual({});
      const answer = await admin.edit(
        `/admin/${resource.name}/${record.id}`,
        form.body,
      );
      if (answer.status !== 200)
        failed.push(
          `${resource.name}#${record.id}: ${answer.status} ${answer.text.slice(0, 300)}`,
        );
    }
    expect(failed).toEqual([]);
  });
});

// A whole demo database generated and validated in memory takes tens of seconds.
test('at scale 1, every generated record passes its own resource validation', () => {
  const generated = generateSeedRows({
    registry: resources,
    scale: 1,
    now: new Date('2025-06-01T04:00:00Z'),
  });
  const found = tables.flatMap((resource) =>
    breaches(resource, generated.get(resource.name) ?? []),
  );
  // The first few are enough to say what to fix; thousands would drown the report.
  expect(found.slice(0, 50)).toEqual([]);
}, 120_000);
