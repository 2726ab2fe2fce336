import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import type { AnyResource } from '../../src/registry/define-resource';
import { apiAs, type ApiClient } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  // Over a thousand requests: far past the per-user rate limit this suite does not test.
  server = await startTestServer({ apiRateLimit: 1_000_000 });
  admin = await apiAs(server, 'admin@zfood.my');
});
afterAll(() => server.close());

const registry = resources as readonly AnyResource[];
const reports = registry.filter((r) => r.report);
/** Ordinary resources of every shape: text search, enums, money, dates, no search at all. */
const sample = [
  'orders',
  'merchant-outlets',
  'settlements',
  'users',
  'menus',
  'banks',
  'audit-logs',
  'order-status-logs',
].map((name) => {
  const entry = registry.find((r) => r.name === name);
  if (!entry) throw new Error(`no resource ${name}`);
  return entry;
});

const enc = encodeURIComponent;
const pathOf = (r: AnyResource) => `/admin/${r.report?.endpoint ?? r.name}`;

/** Query strings no client should send, shaped after the entry's own fields. */
function hostileQueries(entry: AnyResource): [string, string][] {
  const defaultSort = (entry.list?.defaultSort ?? '-createdAt').replace(
    /^-/,
    '',
  );
  const filtered =
    Object.entries(entry.fields).find(
      ([name, f]) => (f.filter?.length ?? 0) > 0 && name !== 'orderDate',
    )?.[0] ?? 'id';
  const ids = Array.from({ length: 600 }, (_, i) => i + 1).join(',');
  return [
    ['empty sort', 'sort='],
    ['a lone comma as sort', 'sort=,'],
    ['two commas as sort', 'sort=,,'],
    ['a bare minus as sort', 'sort=-'],
    ['a minus and a comma as sort', 'sort=-,'],
    ['the same field twice', `sort=${defaultSort},-${defaultSort}`],
    ['an unknown sort field', 'sort=nope'],
    ['SQL in sort', `sort=${enc('id; DROP TABLE users; --')}`],
    ['quoted SQL in sort', `sort=${enc('"id" DESC, (SELECT 1)')}`],
    ['sort given twice', `sort=${defaultSort}&sort=-${defaultSort}`],
    ['a huge sort', `sort=${'a,'.repeat(3000)}`],
    ['a numeric q', 'q=123'],
    ['a numeric q beyond any id', `q=${'9'.repeat(40)}`],
    ['a unicode q', `q=${enc('नमस्ते 🍜 ñandú Ⅻ')}`],
    ['a q with a NUL', 'q=a%00b'],
    ['a q of LIKE wildcards', `q=${enc('%_\\')}`],
    ['q given twice', 'q=a&q=b'],
    ['a huge q', `q=${'x'.repeat(5000)}`],
    ['an unknown filter', 'search[nope]=1'],
    ['an unknown operator', `search[${filtered}][regex]=1`],
    ['an empty operator', `search[${filtered}][]=1`],
    ['an empty field', 'search[]=1'],
    ['SQL in a filter value', `search[${filtered}]=${enc("1' OR '1'='1")}`],
    ['SQL in a filter name', `search[${enc('id"; DROP TABLE x; --')}]=1`],
    ['a filter given twice', `search[${filtered}]=1&search[${filtered}]=2`],
    ['a NUL in a filter value', `search[${filtered}]=a%00`],
    ['a bare search', 'search=1'],
    ['an id beyond 64 bits', `search[id]=${'9'.repeat(25)}`],
    ['a date before year 1', 'search[createdAt][gte]=0000-01-01'],
    ['the last day of year 9999', 'search[createdAt][lte]=9999-12-31'],
    [
      'an instant that is year 0 in UTC',
      `search[createdAt][gte]=${enc('0001-01-01T00:00:00+14:00')}`,
    ],
    ['the 31st of February', 'search[createdAt][gte]=2024-02-31T10:00'],
    ['a page beyond reason', 'page=99999999999'],
    ['a negative page', 'page=-1'],
    ['page given twice', 'page=1&page=2'],
    ['perPage in exponent form', 'perPage=1e9'],
    ['from as a word', 'from=yesterday'],
    ['from in year 0', 'from=0000-01-01'],
    ['to in year 9999', 'to=9999-12-31'],
    ['from after to', 'from=2024-02-01&to=2024-01-01'],
    ['from given twice', 'from=2024-01-01&from=2024-02-01'],
    ['a three-part between', 'search[orderDate][between]=a,b,c'],
    [
      'between given twice',
      'search[orderDate][between]=2024-01-01,2024-01-31&search[orderDate][between]=x',
    ],
    ['an undeclared date operator', 'search[orderDate][ne]=2024-01-01'],
    ['SQL as a merchant', `merchantId=${enc('1; DROP TABLE merchants')}`],
    ['600 merchants', `merchantId=${ids}`],
    ['an outlet given twice, once as text', 'outletId=1&outletId=abc'],
    [
      'a merchant filter with an undeclared operator',
      'search[merchantId][ne]=1',
    ],
  ];
}

type Answer = Awaited<ReturnType<ApiClient['get']>>;

/** What is wrong with an answer to a hostile query, or nothing. */
function fault(label: string, answer: Answer): string | undefined {
  const { status } = answer;
  if (status >= 500 || (status >= 300 && status < 400))
    return `${label}: ${status} ${answer.text.slice(0, 160)}`;
  if (status === 422) {
    const body = answer.body as { errors?: Record<string, string[]> };
    if (!body.errors || Object.keys(body.errors).length === 0)
      return `${label}: a 422 without errors on the parameter`;
  }
  if (/select .* from|order by|\n\s+at /i.test(answer.text) && status >= 400)
    return `${label}: leaks ${answer.text.slice(0, 160)}`;
  return undefined;
}

describe.each([...reports, ...sample].map((r) => [pathOf(r), r] as const))(
  '%s',
  (path, entry) => {
    test('every hostile query, on the list and its export, is a 2xx or a 4xx', async () => {
      const wrong: string[] = [];
      for (const [label, query] of hostileQueries(entry)) {
        for (const target of [path, `${path}/export`]) {
          const answer = await admin.get(`${target}?${query}`);
          const problem = fault(`${target} ${label}`, answer);
          if (problem) wrong.push(problem);
        }
      }
      expect(wrong).toEqual([]);
    });

    test('an empty sort is the default order; a lone comma or minus is a 422 on sort', async () => {
      expect((await admin.get(`${path}?sort=`)).status).toBe(200);
      for (const sort of [',', '-', ',,']) {
        const answer = await admin.get<{ errors?: Record<string, string[]> }>(
          `${path}?sort=${sort}`,
        );
        expect(answer.status, sort).toBe(422);
        expect(answer.body.errors).toHaveProperty('sort');
      }
    });
  },
);

describe.each(reports.map((r) => [pathOf(r), r] as const))(
  '%s takes what its entry declares',
  (path, entry) => {
    const fields = Object.entries(entry.fields);

    test('every sortable field sorts both ways; anything else is a 422 on sort', async () => {
      for (const [name, field] of fields) {
        for (const sort of [name, `-${name}`]) {
          const answer = await admin.get(`${path}?sort=${sort}`);
          expect(answer.status, `${sort}: ${answer.text}`).toBe(
            field.sortable ? 200 : 422,
          );
        }
      }
    });

    test('every declared filter answers 200; an undeclared scope is a 422', async () => {
      for (const [name, field] of fields) {
        for (const op of field.filter ?? []) {
          const value =
            field.kind === 'date'
              ? op === 'between'
                ? '2024-01-01,2024-12-31'
                : '2024-06-01'
              : field.kind === 'enum'
                ? ''
                : '1';
          if (value === '') continue;
          const key =
            op === 'eq' ? `search[${name}]` : `search[${name}][${op}]`;
          const answer = await admin.get(`${path}?${key}=${value}`);
          expect(answer.status, `${key}: ${answer.text}`).toBe(200);
        }
      }
      for (const scope of ['merchantId', 'outletId']) {
        const declared = (entry.fields[scope]?.filter?.length ?? 0) > 0;
        const answer = await admin.get<{ errors?: Record<string, string[]> }>(
          `${path}?${scope}=1`,
        );
        expect(answer.status, `${scope}: ${answer.text}`).toBe(
          declared ? 200 : 422,
        );
        if (!declared) expect(answer.body.errors).toHaveProperty(scope);
      }
    });

    test('q is a 422 on q: report rows have nothing to search', async () => {
      for (const q of ['123', 'nasi']) {
        const answer = await admin.get<{ errors?: Record<string, string[]> }>(
          `${path}?q=${q}`,
        );
        expect(answer.status).toBe(422);
        expect(answer.body.errors).toHaveProperty('q');
      }
    });
  },
);

test('a numeric q on a table finds the record with that id', async () => {
  const answer = await admin.get<{ data: { id: number }[] }>(
    '/admin/banks?q=2',
  );
  expect(answer.status).toBe(200);
  expect(answer.body.data.map((r) => r.id)).toContain(2);
});

test('the merchant outlet report takes the same hostile queries without a 5xx', async () => {
  const outlets = reports.find(
    (r) => r.report?.endpoint === 'reportings/outlets-performance',
  );
  if (!outlets) throw new Error('no outlets performance report');
  const wrong: string[] = [];
  for (const [label, query] of hostileQueries(outlets)) {
    const answer = await admin.get(
      `/admin/merchants/1/outlet-performance-report?${query}`,
    );
    const problem = fault(label, answer);
    if (problem) wrong.push(problem);
  }
  expect(wrong).toEqual([]);
});
