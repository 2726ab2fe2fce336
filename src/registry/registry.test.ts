/**
 * What the registry's types cannot check: cross-entry references, state
 * machines against their enums, and the sidebar against the product's menu.
 */
import { editOperation, heldOperations } from './approval';
import { describe, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import type { AnyResource, FieldSpec, FilterOp } from './define-resource';
import { enums, type EnumKey } from './enums';
import { seededFromRegistry } from './built-in-roles';
import { kindOf } from './field-kinds/kind-table';
import { cardFields } from './list-extras';
import { menuGroups, menuLinks, menuNodes } from './menu';
import { offers } from './operations';
import { resourceKey } from './resource-key';
import { searchTerms } from './search-terms';
import { resolveMemberSet, resolveReportSection } from './show-sections';

const registry: readonly AnyResource[] = resources;
const implicitFields = ['id', 'createdAt', 'updatedAt', 'version'];
const kebabCase = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const pascalCase = /^[A-Z][A-Za-z0-9]*$/;
const financeRoles = ['FINANCE', 'FINANCE_REVIEWER'];

function hasTable(r: AnyResource): boolean {
  return !r.report && !r.source;
}

function where(r: AnyResource): string {
  return `resource '${r.name}'`;
}

function enumValues(key: string): readonly string[] | undefined {
  return key in enums ? enums[key as EnumKey] : undefined;
}

/** Every problem found by `check` over all entries, so one run lists them all. */
function problems(check: (r: AnyResource) => string[]): string[] {
  return registry.flatMap(check);
}

const byName = new Map(registry.map((r) => [r.name, r]));

describe('names and routes', () => {
  test('names are unique kebab-case', () => {
    const seen = new Set<string>();
    const found = problems((r) => {
      const out: string[] = [];
      if (!kebabCase.test(r.name))
        out.push(
          `${where(r)}: name must be kebab-case, like 'merchant-outlets'`,
        );
      if (seen.has(r.name))
        out.push(`${where(r)}: declared twice; give one entry another name`);
      seen.add(r.name);
      return out;
    });
    expect(found).toEqual([]);
  });

  test('routes are unique across resources and menu links', () => {
    const routes = [
      ...registry.map((r) => [resourceKey(r), where(r)] as const),
      ...menuLinks.flatMap((l) =>
        'route' in l ? [[l.route, `menu link '${l.key}'`] as const] : [],
      ),
    ];
    const owners = new Map<string, string>();
    const found: string[] = [];
    for (const [route, owner] of routes) {
      if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(route))
        found.push(`${owner}: route '${route}' must be kebab-case segments`);
      const first = owners.get(route);
      if (first)
        found.push(
          `${owner}: route '${route}' is already ${first}'s; set a distinct route`,
        );
      owners.set(route, owner);
    }
    expect(found).toEqual([]);
  });

  test('subjects are PascalCase', () => {
    const found = problems((r) =>
      pascalCase.test(r.subject)
        ? []
        : [
            `${where(r)}: subject '${r.subject}' must be PascalCase, like 'MerchantOutlet'`,
          ],
    );
    expect(found).toEqual([]);
  });
});

describe('fields', () => {
  test('no entry declares the implicit id, createdAt, updatedAt or version', () => {
    const found = problems((r) =>
      implicitFields
        .filter((f) => f in r.fields)
        .map(
          (f) => `${where(r)}: remove '${f}'; every table has it implicitly`,
        ),
    );
    expect(found).toEqual([]);
  });

  test('references point at registered resources that have a table', () => {
    const found = problems((r) =>
      Object.entries(r.fields).flatMap(([name, field]) => {
        if (field.kind !== 'reference' && field.kind !== 'references')
          return [];
        const target = byName.get(field.to);
        if (!target)
          return [
            `${where(r)}.${name}: '${field.to}' is not registered; add it to resources.config.ts`,
          ];
        if (!hasTable(target))
          return [
            `${where(r)}.${name}: '${field.to}' is a report or saved view; point at its table resource`,
          ];
        return [];
      }),
    );
    expect(found).toEqual([]);
  });

  test('enum fields use known enums, with defaults among their values', () => {
    const found = problems((r) =>
      Object.entries(r.fields).flatMap(([name, field]) => {
        if (field.kind !== 'enum') return [];
        const values = enumValues(field.enumKey);
        if (!values)
          return [`${where(r)}.${name}: add '${field.enumKey}' to enums.ts`];
        if (field.default !== undefined && !values.includes(field.default))
          return [
            `${where(r)}.${name}: default '${field.default}' is not in '${field.enumKey}'`,
          ];
        return [];
      }),
    );
    expect(found).toEqual([]);
  });

  test('a windowed list orders by a column it can be filtered to a range of', () => {
    // The window is a range of the default order's column (a day, a week):
    // without such a filter no list reads one, and the wide index is waste.
    const ranges: readonly FilterOp[] = ['lt', 'lte', 'gt', 'gte', 'between'];
    const found = problems((r) => {
      if (!r.list?.windowed) return [];
      const name = (r.list.defaultSort ?? '-createdAt').replace(/^-/, '');
      const field = r.fields[name];
      return field?.filter?.some((op) => ranges.includes(op))
        ? []
        : [`${where(r)}: windowed, but ${name} takes no range filter`];
    });
    expect(found).toEqual([]);
  });

  test('a code prefix is letters, on a text the server makes, and not beside a pattern', () => {
    // Searches read such codes by their start (codeStart), which holds only
    // while every code is the letters and then digits.
    const found = problems((r) =>
      Object.entries(r.fields).flatMap(([name, field]) => {
        if (!('codePrefix' in field) || field.codePrefix === undefined)
          return [];
        const out: string[] = [];
        if (!/^[A-Za-z]+$/.test(field.codePrefix))
          out.push(`${where(r)}.${name}: codePrefix must be letters only`);
        if (field.pattern !== undefined)
          out.push(`${where(r)}.${name}: codePrefix is the pattern; drop one`);
        if (!field.readOnly)
          out.push(
            `${where(r)}.${name}: a prefixed code is the server's to make (readOnly)`,
          );
        return out;
      }),
    );
    expect(found).toEqual([]);
  });

  test('patterns compile and say how to fix a bad value', () => {
    const found = problems((r) =>
      Object.entries(r.fields).flatMap(([name, field]) => {
        if (!('pattern' in field) || field.pattern === undefined) return [];
        const out: string[] = [];
        try {
          new RegExp(field.pattern);
        } catch {
          out.push(
            `${where(r)}.${name}: pattern is not a valid regular expression`,
          );
        }
        if (!field.patternMessage)
          out.push(
            `${where(r)}.${name}: add a patternMessage that shows a valid example`,
          );
        return out;
      }),
    );
    expect(found).toEqual([]);
  });

  const textKinds: readonly FieldSpec['kind'][] = [
    'text',
    'longText',
    'email',
    'phone',
    'url',
  ];
  const orderedKinds: readonly FieldSpec['kind'][] = [
    'number',
    'money',
    'percent',
    'date',
    'datetime',
    'time',
  ];
  const rangeOps: readonly FilterOp[] = ['lt', 'lte', 'gt', 'gte', 'between'];
  const textOps: readonly FilterOp[] = ['contains', 'startsWith'];

  test('search and filter operators suit the field kind', () => {
    const found = problems((r) =>
      Object.entries(r.fields).flatMap(([name, field]) => {
        const out: string[] = [];
        if (field.searchable && !textKinds.includes(field.kind))
          out.push(
            `${where(r)}.${name}: only text fields can be searchable; use filter instead`,
          );
        for (const op of field.filter ?? []) {
          if (!kindOf(field).operators.includes(op))
            out.push(
              `${where(r)}.${name}: a ${field.kind} field does not take '${op}'`,
            );
          if (rangeOps.includes(op) && !orderedKinds.includes(field.kind))
            out.push(
              `${where(r)}.${name}: '${op}' needs a number, money or date field`,
            );
          if (textOps.includes(op) && !textKinds.includes(field.kind))
            out.push(`${where(r)}.${name}: '${op}' needs a text field`);
        }
        return out;
      }),
    );
    expect(found).toEqual([]);
  });

  test("searchBy names text fields of a reference's own table", () => {
    const found = problems((r) =>
      Object.entries(r.fields).flatMap(([name, field]) => {
        if (field.kind !== 'reference' && field.kind !== 'references')
          return [];
        if (!field.searchBy) return [];
        const target = byName.get(field.to);
        if (
          field.kind === 'references' ||
          !target ||
          target.source ||
          target.report
        )
          return [
            `${where(r)}.${name}: searchBy needs a reference to a table resource`,
          ];
        return field.searchBy
          .filter((f) => !textKinds.includes(target.fields[f]?.kind ?? 'json'))
          .map(
            (f) =>
              `${where(r)}.${name}: searchBy '${f}' is not a text field of '${target.name}'`,
          );
      }),
    );
    expect(found).toEqual([]);
  });

  test('findBy names search terms of a table with a show page and a text title', () => {
    const found = problems((r) => {
      if (!r.findBy) return [];
      const terms = searchTerms(r).map((term) => term.field);
      const title = r.fields[r.titleField ?? ''];
      return [
        ...r.findBy
          .filter((name) => !terms.includes(name))
          .map(
            (name) =>
              `${where(r)}: findBy '${name}' is not searched; make it searchable (or give the reference a searchBy)`,
          ),
        ...(!hasTable(r) || !offers(r, 'show')
          ? [`${where(r)}: findBy needs a table and a show page to open`]
          : []),
        ...(!textKinds.includes(title?.kind ?? 'json')
          ? [
              `${where(r)}: findBy needs a text titleField to name what it finds`,
            ]
          : []),
      ];
    });
    expect(found).toEqual([]);
  });

  test('approval conditions name fields an edit may set, on entries that are edited', () => {
    const found = problems((r) =>
      heldOperations(r).flatMap(({ name, approval }) => {
        const when = approval.when;
        const fields =
          when === undefined ? [] : 'changes' in when ? when.changes : [];
        return [
          ...fields
            .filter(
              (field) => !r.fields[field] || r.fields[field]?.readOnly === true,
            )
            .map(
              (field) =>
                `${where(r)}: ${name} approval names '${field}', which no edit sets`,
            ),
          ...(name === editOperation && !offers(r, 'edit')
            ? [`${where(r)}: editApproval on an entry without edits`]
            : []),
        ];
      }),
    );
    expect(found).toEqual([]);
  });

  test('uniqueTogether names at least two fields of the entry', () => {
    const found = problems((r) =>
      (r.uniqueTogether ?? []).flatMap((set) => [
        ...(set.length < 2
          ? [
              `${where(r)}: uniqueTogether [${set.join(', ')}] needs two fields; use unique: true for one`,
            ]
          : []),
        ...set
          .filter((f) => !(f in r.fields))
          .map(
            (f) =>
              `${where(r)}: uniqueTogether names '${f}', which is not a field`,
          ),
      ]),
    );
    expect(found).toEqual([]);
  });

  test('table resources have a titleField and a seedCount', () => {
    const found = problems((r) => {
      const out: string[] = [];
      if (r.titleField !== undefined && !(r.titleField in r.fields))
        out.push(
          `${where(r)}: titleField '${r.titleField}' is not one of its fields`,
        );
      if (!hasTable(r)) return out;
      if (r.titleField === undefined)
        out.push(
          `${where(r)}: add a titleField (the field links and autocompletes show)`,
        );
      if (r.seedCount === undefined && !seededFromRegistry.includes(r.name))
        out.push(`${where(r)}: add a seedCount (rows at SEED_SCALE=1)`);
      return out;
    });
    expect(found).toEqual([]);
  });
});

describe('authority', () => {
  test('a field marked authority holds a user type, on a resource with no import', () => {
    const found = problems((r) =>
      Object.entries(r.fields).flatMap(([name, f]) => {
        if (f.kind !== 'enum' || !f.authority) return [];
        const out: string[] = [];
        if (f.enumKey !== 'user.userType')
          out.push(
            `${where(r)}.${name}: authority ranks by user type; use enumKey 'user.userType'`,
          );
        if (r.operations?.includes('import'))
          out.push(
            `${where(r)}: remove 'import'; CSV rows would skip the rank checks`,
          );
        return out;
      }),
    );
    expect(found).toEqual([]);
  });

  test('accountOf names a required reference to the users of the ranked entry', () => {
    const ranked = registry.find((r) =>
      Object.values(r.fields).some((f) => f.kind === 'enum' && f.authority),
    );
    expect(ranked?.name).toBe('users');
    const found = problems((r) => {
      if (!r.accountOf) return [];
      const field = r.fields[r.accountOf];
      const out: string[] = [];
      if (field?.kind !== 'reference' || field.to !== ranked?.name)
        out.push(
          `${where(r)}: accountOf '${r.accountOf}' must be a reference to '${ranked?.name ?? 'users'}'`,
        );
      if (r.operations?.includes('import'))
        out.push(
          `${where(r)}: remove 'import'; CSV rows would skip the account checks`,
        );
      return out;
    });
    expect(found).toEqual([]);
    expect(registry.filter((r) => r.accountOf).length).toBeGreaterThan(3);
  });
});

describe('lists and related lists', () => {
  function isField(r: AnyResource, name: string): boolean {
    return name in r.fields || implicitFields.includes(name);
  }

  test('columns and default sorts name fields; sorts are sortable', () => {
    const found = problems((r) => {
      const out = (r.list?.columns ?? [])
        .filter((c) => !isField(r, c))
        .map((c) => `${where(r)}: list column '${c}' is not a field`);
      const sort = r.list?.defaultSort?.replace(/^-/, '');
      if (
        sort !== undefined &&
        !implicitFields.includes(sort) &&
        !r.fields[sort]?.sortable
      )
        out.push(
          `${where(r)}: defaultSort '${sort}' must be a sortable field; add sortable: true`,
        );
      return out;
    });
    expect(found).toEqual([]);
  });

  test('cards name fields', () => {
    const found = problems((r) => {
      const { title, subtitle, meta } = cardFields(r);
      return [title, ...subtitle, ...meta].flatMap((name) =>
        isField(r, name)
          ? []
          : [`${where(r)}: card field '${name}' is not a field`],
      );
    });
    expect(found).toEqual([]);
  });

  test('status tabs sit on resources with a state field', () => {
    const found = problems((r) =>
      r.list?.statusTabs && !r.stateField
        ? [`${where(r)}: statusTabs needs a stateField`]
        : [],
    );
    expect(found).toEqual([]);
  });

  test('related lists name a child reference field that points back', () => {
    const found = problems((r) =>
      (r.show?.related ?? []).flatMap((rel) => {
        const child = byName.get(rel.resource);
        if (!child)
          return [`${where(r)}: related '${rel.resource}' is not registered`];
        const field = child.fields[rel.field];
        const target = hasTable(r) ? r.name : r.source?.resource;
        if (field?.kind !== 'reference' || field.to !== target)
          return [
            `${where(r)}: related ${rel.resource}.${rel.field} must be a reference to '${target}'`,
          ];
        return [];
      }),
    );
    expect(found).toEqual([]);
  });
});

describe('show sections', () => {
  test('each section resolves: a report with a reference back, or a join with references to both ends', () => {
    const found = problems((r) =>
      (r.show?.sections ?? []).flatMap((section) => {
        const problemsOf: string[] = [];
        if (!kebabCase.test(section.path))
          problemsOf.push(
            `${where(r)}: section path '${section.path}' must be kebab-case`,
          );
        if (section.path in (r.actions ?? {}))
          problemsOf.push(
            `${where(r)}: section path '${section.path}' is also an action`,
          );
        if (section.kind === 'report') {
          if (!resolveReportSection(registry, r, section))
            problemsOf.push(
              `${where(r)}: report section '${section.report}' must name a report with a reference field to '${r.name}'`,
            );
          return problemsOf;
        }
        const resolved = resolveMemberSet(registry, r, section);
        if (!resolved)
          return [
            ...problemsOf,
            `${where(r)}: member set '${section.via}.${section.member}' must be a join with references to '${r.name}' and to its members`,
          ];
        for (const field of [section.split, section.groupBy])
          if (field !== undefined && !(field in resolved.members.fields))
            problemsOf.push(
              `${where(r)}: member set groups by '${field}', which ${resolved.members.name} lacks`,
            );
        return problemsOf;
      }),
    );
    expect(found).toEqual([]);
  });
});

describe('reports and saved views', () => {
  test('saved views read an existing table with a filterable field', () => {
    const found = problems((r) => {
      if (!r.source) return [];
      const source = byName.get(r.source.resource);
      if (!source || !hasTable(source))
        return [
          `${where(r)}: source '${r.source.resource}' must be a registered table resource`,
        ];
      const field = source.fields[r.source.filter.field];
      if (!field?.filter?.includes(r.source.filter.op))
        return [
          `${where(r)}: ${source.name}.${r.source.filter.field} must allow the '${r.source.filter.op}' filter`,
        ];
      const values =
        field.kind === 'enum' ? enumValues(field.enumKey) : undefined;
      const wanted = [r.source.filter.value].flat();
      return values
        ? wanted
            .filter((v) => !values.includes(v))
            .map(
              (v) =>
                `${where(r)}: source filter value '${v}' is not a ${r.source?.filter.field}`,
            )
        : [];
    });
    expect(found).toEqual([]);
  });

  test('reports are list-and-export screens under /reportings', () => {
    const found = problems((r) => {
      if (!r.report) return [];
      const out: string[] = [];
      if (!r.report.endpoint.startsWith('reportings/'))
        out.push(`${where(r)}: report endpoint must start with 'reportings/'`);
      if (r.listView !== 'report')
        out.push(`${where(r)}: set listView: 'report'`);
      if ((r.operations ?? []).some((op) => op !== 'list' && op !== 'export'))
        out.push(`${where(r)}: a report only offers 'list' and 'export'`);
      if (r.actions) out.push(`${where(r)}: a report has no actions`);
      return out;
    });
    expect(found).toEqual([]);
  });
});

describe('actions', () => {
  test('a declared state history names a log that can hold every change', () => {
    const found = problems((r) => {
      if (!r.history) return [];
      const { history } = r;
      const log = registry.find((entry) => entry.name === history.resource);
      if (!log)
        return [
          `${where(r)}: history log '${history.resource}' is not registered`,
        ];
      const state = r.stateField ? r.fields[r.stateField] : undefined;
      const field = (name: string) => log.fields[name];
      const refersTo = (name: string, target: string) => {
        const spec = field(name);
        return spec?.kind === 'reference' && spec.to === target;
      };
      const isEnumOfState = (name: string) => {
        const spec = field(name);
        return (
          spec?.kind === 'enum' &&
          state?.kind === 'enum' &&
          spec.enumKey === state.enumKey
        );
      };
      const filled = new Set<string>([
        history.record,
        history.from,
        history.to,
        history.by,
      ]);
      if (history.reason) filled.add(history.reason);
      return [
        ...(refersTo(history.record, r.name)
          ? []
          : [
              `${where(r)}: history.record '${history.record}' must refer to ${r.name}`,
            ]),
        ...[history.from, history.to]
          .filter((name) => !isEnumOfState(name))
          .map(
            (name) =>
              `${where(r)}: history column '${name}' must be an enum of the state field's values`,
          ),
        ...(refersTo(history.by, 'users')
          ? []
          : [`${where(r)}: history.by '${history.by}' must refer to users`]),
        ...(history.reason && !field(history.reason)
          ? [
              `${where(r)}: history.reason '${history.reason}' is not a field of the log`,
            ]
          : []),
        ...Object.entries(log.fields)
          .filter(
            ([name, spec]) =>
              spec.required &&
              !filled.has(name) &&
              kindOf(spec).writeDefault(spec) === undefined,
          )
          .map(
            ([name]) =>
              `${where(r)}: the log's required '${name}' is never filled`,
          ),
      ];
    });
    expect(found).toEqual([]);
  });

  test('transitions move between values of the state field', () => {
    const found = problems((r) => {
      if (!r.actions) return [];
      if (!r.stateField) {
        return Object.entries(r.actions)
          .filter(([, a]) => a.from.length > 0 || a.to !== undefined)
          .map(
            ([key]) =>
              `${where(r)}: action '${key}' has states but the entry has no stateField`,
          );
      }
      const state = r.fields[r.stateField];
      if (state?.kind !== 'enum')
        return [
          `${where(r)}: stateField '${r.stateField}' must be an enum field`,
        ];
      const values = enumValues(state.enumKey) ?? [];
      return Object.entries(r.actions).flatMap(([key, a]) =>
        [...a.from, ...(a.to === undefined ? [] : [a.to])]
          .filter((s) => !values.includes(s))
          .map(
            (s) =>
              `${where(r)}: action '${key}' names '${s}', not a ${state.enumKey} value`,
          ),
      );
    });
    expect(found).toEqual([]);
  });

  test('action keys are kebab-case API verbs', () => {
    const found = problems((r) =>
      Object.keys(r.actions ?? {})
        .filter((key) => !kebabCase.test(key))
        .map(
          (key) =>
            `${where(r)}: action '${key}' must be kebab-case, like 'cancel-and-refund'`,
        ),
    );
    expect(found).toEqual([]);
  });

  test('stamp, reason, four-eyes and input fields exist with the right kinds', () => {
    const found = problems((r) =>
      Object.entries(r.actions ?? {}).flatMap(([key, a]) => {
        const at = `${where(r)} action '${key}'`;
        const out: string[] = [];
        const userRef = (name: string | undefined, role: string) => {
          if (name === undefined) return;
          const f = r.fields[name];
          if (f?.kind !== 'reference' || f.to !== 'users')
            out.push(`${at}: ${role} '${name}' must be a reference to 'users'`);
        };
        userRef(a.stampBy, 'stampBy');
        userRef(a.fourEyes?.notBy, 'fourEyes.notBy');
        if (a.stampAt !== undefined && r.fields[a.stampAt]?.kind !== 'datetime')
          out.push(`${at}: stampAt '${a.stampAt}' must be a datetime field`);
        if (a.reasonField !== undefined) {
          const kind = r.fields[a.reasonField]?.kind;
          if (kind !== 'text' && kind !== 'longText')
            out.push(
              `${at}: reasonField '${a.reasonField}' must be a text field`,
            );
          if (!a.reason)
            out.push(
              `${at}: a reasonField needs reason: 'required' or 'optional'`,
            );
        }
        for (const name of a.input ?? [])
          if (!(name in r.fields))
            out.push(`${at}: input '${name}' is not a field`);
        if (a.bulk && a.reason === 'required')
          out.push(
            `${at}: bulk actions cannot ask one reason per record; drop bulk`,
          );
        return out;
      }),
    );
    expect(found).toEqual([]);
  });

  test('actions on finance resources name the roles allowed', () => {
    const found = problems((r) => {
      const isFinance = (r.access ?? []).some((role) =>
        financeRoles.includes(role),
      );
      if (!isFinance) return [];
      return Object.entries(r.actions ?? {})
        .filter(([, a]) => !a.roles?.length)
        .map(
          ([key]) => `${where(r)}: finance action '${key}' must list its roles`,
        );
    });
    expect(found).toEqual([]);
  });

  test('actions that move money or an order have a confirmation', () => {
    const moneyOrOrder = [
      'orders',
      'order-menus',
      'settlements',
      'pocket-withdrawals',
      'pockets',
    ];
    const found = problems((r) =>
      Object.entries(r.actions ?? {})
        .filter(([, a]) => !a.confirm)
        .filter(
          ([, a]) =>
            moneyOrOrder.includes(r.source?.resource ?? r.name) ||
            a.effect !== undefined,
        )
        .map(([key]) => `${where(r)}: action '${key}' must have confirm text`),
    );
    expect(found).toEqual([]);
  });

  test('the settlement pipeline keeps four eyes between review, verify and approve', () => {
    const s = byName.get('settlements');
    expect(s?.actions?.review).toMatchObject({
      stampBy: 'reviewedBy',
      bulk: true,
      roles: ['FINANCE'],
    });
    expect(s?.actions?.verify).toMatchObject({
      fourEyes: { notBy: 'reviewedBy' },
      stampBy: 'verifiedBy',
      bulk: true,
      roles: ['FINANCE_REVIEWER'],
    });
    expect(s?.actions?.['complete-payment']).toMatchObject({
      effect: 'payout',
    });
  });
});

describe('sidebar', () => {
  type Item = readonly [title: string, route: string | readonly Item[]];

  /** The product's menu, in order. A nested list is a parent item with its children. */
  const specMenu: readonly (readonly [
    group: string,
    items: readonly Item[],
  ])[] = [
    [
      'User Management',
      [
        ['Users', 'users'],
        ['User Devices', 'user-devices'],
        ['User Sessions', 'user-sessions'],
        ['User Deletions', 'user-deletions'],
        ['User Social Logins', 'user-social-logins'],
        ['User Settings', 'user-settings'],
        ['User Roles', 'user-roles'],
        ['Permissions', 'permissions'],
        ['Roles', 'roles'],
      ],
    ],
    [
      'Management',
      [
        ['Settings', 'settings'],
        ['Audit Logs', 'audit-logs'],
        ['Searches', 'searches'],
        ['Alerts', 'alerts'],
        ['Notifications', 'notifications'],
        ['Bulk Notifications', 'notification-batches'],
        ['Transactions', 'transactions'],
        ['Reportings', 'reportings'],
        ['Approvals', 'approval-requests'],
        ['Enquiries', 'enquiries'],
      ],
    ],
    [
      'Report',
      [
        ['Outlets Performance', 'outlets-performance'],
        ['Sales Summary', 'sales-summary'],
        ['Menu Performance', 'menu-performance'],
        ['Category Performance', 'category-performance'],
        ['Sales Channel Performance', 'sales-channel-performance'],
        ['Demographic Performance', 'demographic-performance'],
      ],
    ],
    [
      'Favourites',
      [
        ['Favourite Restaurant', 'favourite-restaurant'],
        ['Favourite Menu', 'favourite-menu'],
      ],
    ],
    [
      'Pockets',
      [
        ['Pockets', 'pockets'],
        ['Pocket Transaction Log', 'pocket-transaction'],
      ],
    ],
    ['ZCoin', [['ZCoin Transaction', 'zcoin-transaction']]],
    [
      'System Settings',
      [
        ['Cuisines', 'cuisines'],
        [
          'Holidays',
          [
            ['Calendar', 'holidays/calendar'],
            ['List', 'holidays'],
          ],
        ],
        ['Payment Methods', 'payment-methods'],
        ['Banners', 'banners'],
        ['Banks', 'banks'],
        ['Mobile Version Update', 'mobile-version-update'],
        ['Announcement Banners', 'announcement-banners'],
        // Beyond the product's menu: decision 013 (the API's OpenAPI document, new tab, admins only).
        ['API Reference', '/openapi.json'],
      ],
    ],
    [
      'Merchants',
      [
        ['Merchants', 'merchants'],
        ['Merchant Outlets', 'merchant-outlets'],
        ['Merchant Outlet Settings', 'merchant-outlet-settings'],
        ['Merchant Outlet Banners', 'merchant-outlet-banners'],
        [
          'Merchant Outlet Order Statistics',
          'merchant-outlet-order-statistics',
        ],
        ['Merchant Outlet Operating Plans', 'merchant-outlet-operating-plans'],
        ['Merchant Outlet Printers', 'merchant-outlet-printers'],
        ['Barcode Scanners', 'barcode-scanners'],
        ['Merchant Users', 'merchant-users'],
        ['Merchant Cuisines', 'merchant-cuisines'],
        ['Menu Categories', 'menu-categories'],
        ['Menu Category Groups', 'menu-category-groups'],
        ['Menus', 'menus'],
        ['Happy Hours', 'happy-hours'],
        ['Menu Extras', 'menu-extras'],
        ['Menu Extra Items', 'menu-extra-items'],
        ['Orders', 'orders'],
        ['Order Status Logs', 'order-status-logs'],
      ],
    ],
    [
      'Finance',
      [
        ['Payout History', 'payout-history'],
        ['Payout Request', 'payout-request'],
        ['User Withdrawal', 'user-withdrawal'],
        // Beyond the product's menu: the template's invoices made real (issue 14),
        // and the API's subsidy and pocket-balance reports (decision 012).
        ['Merchant Statements', 'merchant-statements'],
        ['Subsidy Report', 'subsidy-report'],
        ['Pocket Balance Report', 'pocket-balance-report'],
      ],
    ],
    [
      'Promotion',
      [
        [
          'Promotions',
          [
            ['Promo Codes', 'promotions'],
            ['Periods', 'promotions/promotion-periods'],
            ['Rewards', 'promotion-rewards'],
            ['Transactions', 'promotion-transactions'],
            ['Eligible Item', 'promotion-eligible-items'],
            ['Eligible Merchant', 'promotion-eligible-merchants'],
            ['Eligible User', 'promotion-eligible-users'],
          ],
        ],
        ['Promo Code Popups', 'promo-code-popups'],
      ],
    ],
    [
      'Z-City',
      [
        ['Z-City Promo Codes', 'zcity-promo-codes'],
        [
          'Z-City Promo Code Merchant Outlets',
          'zcity-promo-code-merchant-outlets',
        ],
        ['Z-City Promo Code Users', 'zcity-promo-code-users'],
        ['Z-City Promo Code Menus', 'zcity-promo-code-menus'],
        ['Z-City Promo Code Transactions', 'zcity-promo-code-transactions'],
      ],
    ],
  ];

  interface Placed {
    order: number;
    item: Item;
  }

  function byOrder(placed: Placed[]): Item[] {
    return [...placed].sort((a, b) => a.order - b.order).map((p) => p.item);
  }

  /** The sidebar as the registry and menu.ts describe it. */
  function builtMenu(): (readonly [string, Item[]])[] {
    const leaves = (group: string, parent: string | undefined): Placed[] => [
      ...registry
        .filter((r) => r.menu?.group === group && r.menu.parent === parent)
        .map((r) => ({
          order: r.menu?.order ?? 0,
          item: [r.menu?.title ?? r.label.many, resourceKey(r)] as const,
        })),
      ...menuLinks
        .filter((l) => l.group === group && l.parent === parent)
        .map((l) => ({
          order: l.order,
          item: [l.title, 'route' in l ? l.route : l.apiDocument] as const,
        })),
    ];
    return menuGroups.map((g) => {
      const nodes = menuNodes
        .filter((n) => n.group === g.key)
        .map((n) => ({
          order: n.order,
          item: [n.title, byOrder(leaves(g.key, n.key))] as const,
        }));
      return [
        g.title,
        byOrder([...leaves(g.key, undefined), ...nodes]),
      ] as const;
    });
  }

  test('equals the product’s menu', () => {
    expect(builtMenu()).toEqual(specMenu);
  });

  test('orders are distinct within each level', () => {
    const levels = new Map<string, number[]>();
    const place = (level: string, order: number) =>
      levels.set(level, [...(levels.get(level) ?? []), order]);
    for (const r of registry)
      if (r.menu) place(`${r.menu.group}/${r.menu.parent ?? ''}`, r.menu.order);
    for (const l of menuLinks) place(`${l.group}/${l.parent ?? ''}`, l.order);
    for (const n of menuNodes) place(`${n.group}/`, n.order);
    const clashes = [...levels].filter(
      ([, orders]) => new Set(orders).size !== orders.length,
    );
    expect(
      clashes.map(
        ([level]) => `menu level '${level}' has two items with one order`,
      ),
    ).toEqual([]);
  });

  test('parents are menu nodes of the same group, with keys no resource uses', () => {
    const nodes = new Map(menuNodes.map((n) => [n.key, n]));
    const children = [
      ...registry.flatMap((r) => (r.menu ? [[where(r), r.menu] as const] : [])),
      ...menuLinks.map((l) => [`menu link '${l.key}'`, l] as const),
    ];
    const found = children.flatMap(([owner, m]) => {
      if (m.parent === undefined) return [];
      const node = nodes.get(m.parent);
      if (!node)
        return [
          `${owner}: parent '${m.parent}' is not a menuNodes key in menu.ts`,
        ];
      if (node.group !== m.group)
        return [`${owner}: parent '${m.parent}' is in group '${node.group}'`];
      return [];
    });
    const keys = new Set(registry.flatMap((r) => [r.name, resourceKey(r)]));
    for (const n of menuNodes)
      if (keys.has(n.key))
        found.push(`menu node '${n.key}' clashes with a resource; rename it`);
    expect(found).toEqual([]);
  });

  test("menu links require a registered subject (or CASL's every-subject, all)", () => {
    const subjects = new Set(['all', ...registry.map((r) => r.subject)]);
    expect(
      menuLinks.filter((l) => !subjects.has(l.subject)).map((l) => l.key),
    ).toEqual([]);
  });
});

test('every resource the admin API implies is registered', () => {
  const spec = [
    'users',
    'roles',
    'role-permissions',
    'user-roles',
    'permissions',
    'holidays',
    'cuisines',
    'merchants',
    'merchant-cuisines',
    'merchant-outlets',
    'merchant-outlet-settings',
    'thermal-printer-layouts',
    'merchant-outlet-operating-hours',
    'merchant-outlet-operating-plans',
    'merchant-outlet-order-statistics',
    'merchant-outlet-extra-charges',
    'merchant-outlet-temporary-statuses',
    'settings',
    'menus',
    'menu-categories',
    'menu-category-groups',
    'menu-extras',
    'menu-extra-items',
    'menu-extra-item-prices',
    'menu-prices',
    'merchant-users',
    'alerts',
    'notifications',
    'notification-batches',
    'orders',
    'order-menus',
    'order-status-logs',
    'user-settings',
    'merchant-outlet-printers',
    'payment-methods',
    'transactions',
    'settlements',
    'settlement-daily-summaries',
    'banners',
    'searches',
    'reportings',
    'merchant-outlet-banners',
    'version-updates',
    'enquiries',
    'enquiry-attachments',
    'banks',
    'promo-code-applicabilities',
    'promo-code-popups',
    'promo-code-merchant-outlets',
    'promo-code-users',
    'promo-code-menus',
    'promo-code-transactions',
    'pocket-transactions',
    'pocket-withdrawals',
    'pockets',
    'zcoin-transactions',
    'favourite-menus',
    'favourite-outlets',
    'happy-hours',
    'announcement-banners',
    'user-social-logins',
    'user-devices',
    'user-sessions',
    'user-deletions',
    'promotions',
    'promotion-periods',
    'promotion-rewards',
    'promotion-transactions',
    'promotion-eligible-items',
    'promotion-eligible-merchants',
    'promotion-eligible-users',
    'promotion-statement-groups',
    'promotion-conditions',
    'promotion-statements',
    'barcode-scanners',
  ];
  expect(spec.filter((name) => !byName.has(name))).toEqual([]);
});

test('every notBefore names a date field of the same kind in its own entry', () => {
  for (const resource of registry) {
    for (const [name, field] of Object.entries(resource.fields)) {
      if (!field.notBefore) continue;
      const start = resource.fields[field.notBefore];
      expect(start?.kind, `${resource.name}.${name}`).toBe(field.kind);
      expect(['date', 'datetime', 'time']).toContain(field.kind);
    }
  }
});

test("every stampsChangeOf is a read-only datetime watching its own entry's writable fields", () => {
  const found = problems((resource) =>
    Object.entries(resource.fields).flatMap(([name, field]) => {
      if (!('stampsChangeOf' in field) || !field.stampsChangeOf) return [];
      const out: string[] = [];
      if (field.kind !== 'datetime' || !field.readOnly)
        out.push(`${where(resource)}.${name}: make it a readOnly datetime`);
      for (const watched of field.stampsChangeOf)
        if (!resource.fields[watched] || resource.fields[watched].readOnly)
          out.push(
            `${where(resource)}.${name}: '${watched}' is no field a write can change`,
          );
      return out;
    }),
  );
  expect(found).toEqual([]);
});

test("a saved view checks its records as its source does (the source's warnings)", () => {
  const found = problems((resource) => {
    const source = resource.source && byName.get(resource.source.resource);
    return source && source.warnings !== resource.warnings
      ? [`${where(resource)}: set warnings: ${source.name}.warnings`]
      : [];
  });
  expect(found).toEqual([]);
});
