import { afterAll, beforeAll, expect, test } from 'vitest';
import { getResource, resources } from '../../resources.config';
import { fromDatabase, schemaNames } from '../../server/http/database-errors';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

type Rec = Record<string, unknown> & { id: number };
type Blocked = {
  statusCode: number;
  message: string;
  blockers?: {
    resource: string;
    label: string;
    count: number;
    field: string;
    via: string[];
  }[];
};

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await apiAs(server, 'admin@zfood.my');
});
afterAll(() => server.close());

/** A new record made from a seeded one's writable fields, with `changes` on top. */
async function copyOf(
  name: string,
  changes: Record<string, unknown>,
): Promise<Rec> {
  const entry = getResource(name);
  const seeded = (await admin.get<{ data: Rec[] }>(`/admin/${name}?perPage=1`))
    .body.data[0];
  if (!entry || !seeded) throw new Error(`nothing to copy in ${name}`);
  const body = Object.fromEntries(
    Object.entries(entry.fields)
      .filter(([field, spec]) => !spec.readOnly && seeded[field] !== null)
      .map(([field]) => [field, seeded[field]]),
  );
  const created = await admin.post<{ data: Rec }>(`/admin/${name}`, {
    ...body,
    ...changes,
  });
  if (created.status !== 201)
    throw new Error(`create ${name}: ${created.status} ${created.text}`);
  return created.body.data;
}

test('a delete whose cascade reaches restricted records is a 409 listing them with their path', async () => {
  // An outlet with no orders of its own; its one menu is a promotion's free item.
  const outlet = await copyOf('merchant-outlets', {
    name: 'Kedai Kopi Cascade Test',
  });
  const menu = await copyOf('menus', { outletId: outlet.id });
  const reward = await copyOf('promotion-rewards', {
    rewardType: 'FREE_ITEM',
    freeMenuId: menu.id,
  });

  const blocked = await admin.del<Blocked>(
    `/admin/merchant-outlets/${outlet.id}`,
  );
  expect(blocked.status, blocked.text).toBe(409);
  expect(blocked.body.blockers).toEqual([
    {
      resource: 'promotion-rewards',
      label: 'Promotion Reward',
      count: 1,
      field: 'freeMenuId',
      via: ['menus'],
    },
  ]);
  expect(blocked.body.message).toBe(
    'This merchant outlet cannot be deleted: 1 Promotion Reward via its Menus still refers to it',
  );
  expect((await admin.get(`/admin/merchant-outlets/${outlet.id}`)).status).toBe(
    200,
  );
  expect((await admin.get(`/admin/menus/${menu.id}`)).status).toBe(200);

  expect(
    (await admin.del(`/admin/promotion-rewards/${reward.id}`)).status,
  ).toBe(204);
  const deleted = await admin.del(`/admin/merchant-outlets/${outlet.id}`);
  expect(deleted.status, deleted.text).toBe(204);
  expect((await admin.get(`/admin/menus/${menu.id}`)).status).toBe(404);
});

test('a direct reference is listed with the referring field and no path', async () => {
  const withdrawal = (
    await admin.get<{ data: Rec[] }>('/admin/pocket-withdrawals?perPage=1')
  ).body.data[0];
  const bankId = Number(withdrawal?.bankId);
  const answer = await admin.del<Blocked>(`/admin/banks/${bankId}`);
  expect(answer.status).toBe(409);
  const direct = answer.body.blockers?.find(
    (b) => b.resource === 'pocket-withdrawals',
  );
  expect(direct).toMatchObject({ field: 'bankId', via: [] });
  expect(direct?.count).toBeGreaterThan(0);
  expect(answer.body.message).toMatch(/User Withdrawals? \(Bank\)/);
});

test('when a referring record appears after the check, the database refusal is still a 409', async () => {
  const outlet = await copyOf('merchant-outlets', {
    name: 'Kedai Kopi Race Test',
  });
  const menu = await copyOf('menus', { outletId: outlet.id });
  // As if a reward were created between the check and the DELETE: the
  // foreign key refuses the cascade, and the answer is a conflict, not a 5xx.
  await copyOf('promotion-rewards', {
    rewardType: 'FREE_ITEM',
    freeMenuId: menu.id,
  });
  let error: unknown;
  try {
    await server.db.query('DELETE FROM merchant_outlets WHERE id = $1', [
      outlet.id,
    ]);
  } catch (caught) {
    error = caught;
  }
  const answer = fromDatabase(
    error as Record<string, unknown>,
    schemaNames(resources),
  );
  expect(answer?.statusCode).toBe(409);
  expect(answer?.message).toBe(
    'This record is still referred to by Promotion Rewards (Free item)',
  );
});
