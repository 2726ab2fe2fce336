import { seedRevisions } from '../revisions/seed-revisions';
import { meetsApprovalPolicy } from '../../src/registry/approval';
import type {
  AnyResource,
  FieldKind,
  FieldSpec,
  TextField,
} from '../../src/registry/define-resource';
import type { FieldOf } from '../../src/registry/field-kinds/kind-traits';
import { enums, type RoleName, type UserType } from '../../src/registry/enums';
import {
  builtInRoleNames,
  builtInRoles,
  defaultPermissionsOf,
} from '../../src/registry/built-in-roles';
import { permissionCatalogue } from '../../src/registry/permissions';
import {
  marketplaceTimeZone,
  marketplaceWallClock,
} from '../../src/registry/marketplace-clock';
import type { Db } from './db';
import { hasRollups } from '../rollups/rollup-ddl';
import { rebuildRollups } from '../rollups/roll-up';
import { orderFactTables } from '../rollups/order-facts';
import { Prng } from './prng';
import { placeholder, toParam } from '../resources/record-store';
import { isSeedImageKind, seedImagePath } from '../static/seed-images';
import { catalogueSize, catalogueValue } from './seed-catalogues';
import { copyRows } from './copy-text';
import {
  dropSecondaryIndexes,
  restoreSecondaryIndexes,
  SeedProgress,
} from './seed-progress';
import { seedDesk } from './seed-desk';
import {
  hourlyDemandUpTo,
  orderDay,
  OrderPlan,
  weekdayDemand,
  type OrderCatalogue,
  type OrderDay,
} from './seed-orders';
import { OrderTally, type PayoutDay } from './order-tally';
import { netPayoutOf } from '../../src/registry/business-figures';
import type { PayoutPromotion } from './seed-payouts';
import {
  brandOf,
  klangValleyPoint,
  menuCategories,
  seededCode,
  seedValue,
  valueForPattern,
} from './seed-values';
import {
  hasTable,
  isImplicitField,
  quoteIdent,
  resolveTarget,
  tableModel,
} from './table-model';

/** A demo account: the platform engineer stores the password hash for it. */
export interface DemoUser {
  email: string;
  password: string;
  name: string;
  userType: UserType;
  roles: RoleName[];
}

/** The five accounts README.md lists; ids 1–5 in a freshly seeded database. */
export const demoUsers: readonly DemoUser[] = [
  {
    email: 'admin@zfood.my',
    password: 'Admin123!',
    name: 'Aisyah Rahman',
    userType: 'ADMIN',
    roles: [],
  },
  {
    email: 'finance@zfood.my',
    password: 'Finance123!',
    name: 'Tan Wei Ling',
    userType: 'STAFF',
    roles: ['FINANCE'],
  },
  {
    email: 'reviewer@zfood.my',
    password: 'Reviewer123!',
    name: 'Priya Krishnan',
    userType: 'STAFF',
    roles: ['FINANCE_REVIEWER'],
  },
  {
    email: 'staff@zfood.my',
    password: 'Staff123!',
    name: 'Hafiz Ismail',
    userType: 'STAFF',
    roles: ['OPERATIONS'],
  },
  {
    email: 'client@zfood.my',
    password: 'Client123!',
    name: 'Lim Jia Hui',
    userType: 'CLIENT',
    roles: [],
  },
];

export interface SeedOptions {
  registry: readonly AnyResource[];
  /** Multiplies every entry's seedCount; 1 ≈ 20,000 orders. */
  scale: number;
  /** The instant "now" for the data's timeline; fixed in tests for stable output. */
  now?: Date;
  /**
   * Runs in the seed's transaction after its rows, for what must exist
   * exactly when the seed does (the demo accounts' passwords).
   */
  alongside?: (tx: Db) => Promise<void>;
}

export interface SeedReport {
  seeded: boolean;
  rows: Record<string, number>;
}

/** One generated record: wire field names, and the id it is inserted with. */
export type Row = Record<string, unknown> & { id: number };

const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const dateOnly = (ms: number) => iso(ms).slice(0, 10);

/**
 * How far the marketplace's clock is ahead of UTC now: the demand curve
 * below is in its local hours (Malaysia's UTC+8 by default, which keeps no
 * daylight saving; a zone that does is off by its hour for half the year,
 * harmless for demo data).
 */
const zoneOffset = (now: number) =>
  Date.parse(`${marketplaceWallClock(new Date(now))}Z`) -
  Math.floor(now / 60_000) * 60_000;

class SeedContext {
  readonly rows = new Map<string, Row[]>();
  rng = new Prng(20240601);
  /**
   * The stream `recent` draws its times from. Its draws per time depend on
   * the weekday the seed runs on (demand by weekday), so on the shared
   * stream every value after the first time (a merchant's status, a
   * user's role) would change from one day's seed to the next.
   */
  private times = new Prng(20240602);
  /** How far the marketplace's clock is ahead of UTC now. */
  readonly myt: number;
  constructor(
    readonly registry: readonly AnyResource[],
    readonly scale: number,
    readonly now: number,
  ) {
    this.myt = zoneOffset(now);
  }

  /**
   * Runs `draw` on a stream of its own, then puts the shared one back where
   * it was: rows drawn out of their old turn leave everyone else's as they were.
   */
  apart<T>(seed: number, draw: () => T): T {
    const shared = this.rng;
    const sharedTimes = this.times;
    this.rng = new Prng(seed);
    this.times = new Prng(~seed >>> 0);
    try {
      return draw();
    } finally {
      this.rng = shared;
      this.times = sharedTimes;
    }
  }

  entry(name: string): AnyResource | undefined {
    const entry = this.registry.find((r) => r.name === name);
    return entry && hasTable(entry) ? entry : undefined;
  }

  has(name: string): boolean {
    return this.entry(name) !== undefined;
  }

  private readonly idLists = new WeakMap<Row[], number[]>();

  /** The orders as they stream: their plan, what they are made of, and what later tables read of them. */
  orders?: {
    plan: OrderPlan;
    catalogue: OrderCatalogue;
    tally: OrderTally;
    ids?: number[];
  };
  /** An order by id, or a near one where the orders are too many to keep (see OrderTally). */
  order(id: number): Row | undefined {
    return this.orders?.tally.sampledOrder(id);
  }

  /** The ids generated for a resource so far (memoised: references ask once per row). */
  ids(name: string): number[] {
    if (name === 'orders' && this.orders) {
      const count = this.orders.plan.count;
      this.orders.ids ??= Array.from({ length: count }, (_, i) => i + 1);
      return this.orders.ids;
    }
    const rows = this.rows.get(name);
    if (!rows) return [];
    const cached = this.idLists.get(rows);
    if (cached) return cached;
    const ids = rows.map((r) => r.id);
    this.idLists.set(rows, ids);
    return ids;
  }

  /**
   * Rows of a table at this scale; never fewer than a handful, so a tiny
   * test seed still has choices. Up to SEED_SCALE=1 every table shrinks with
   * the scale. Above it the orders grow with it (`orderCount`) and the rest
   * with its square root: a marketplace with 25 times the orders has about 5
   * times the customers, outlets and dishes (each customer orders more often),
   * so SEED_SCALE=500 is 10M orders from 110k customers, not 2.5M of them.
   */
  count(resource: AnyResource): number {
    const full = resource.seedCount ?? 20;
    const factor = this.scale <= 1 ? this.scale : Math.sqrt(this.scale);
    return Math.max(Math.min(full, 5), Math.round(full * factor));
  }

  /** The orders at this scale: in proportion to it (1 ≈ 20,000 orders). */
  orderCount(resource: AnyResource): number {
    const full = resource.seedCount ?? 20;
    return Math.max(Math.min(full, 5), Math.round(full * this.scale));
  }

  /**
   * A moment in the last `days` days when customers order: by Malaysian
   * hour (`hourlyDemand`) and a little more often at weekends.
   */
  recent(days: number): number {
    const myt = this.myt;
    const today = Math.floor((this.now + myt) / day);
    let localDay: number;
    // Day 0 of the epoch, 1 January 1970, was a Thursday (4).
    const { times } = this;
    do localDay = today - times.int(0, days - 1);
    while (!times.chance(weekdayDemand[(localDay + 4) % 7] ?? 1));
    const roll = times.next() * (hourlyDemandUpTo.at(-1) ?? 0);
    const hour = hourlyDemandUpTo.findIndex((upTo) => roll < upTo);
    let ms = localDay * day - myt + hour * 3_600_000 + times.int(0, 3_599_999);
    // Later today has not happened yet: the same hour a week earlier has.
    while (ms > this.now - 60_000) ms -= 7 * day;
    return ms;
  }

  /**
   * When the marketplace went live: 09:00 Malaysian time on the first day
   * of the seed's year, the day its roles and permissions were set up.
   */
  get launch(): number {
    const myt = this.myt;
    return (
      Math.floor((this.now + myt) / day) * day - 365 * day - myt + 9 * 3_600_000
    );
  }
}

const fitsPattern = (field: FieldSpec, value: string) =>
  !('pattern' in field) ||
  field.pattern === undefined ||
  new RegExp(`^(?:${field.pattern})$`).test(value);

/** A holiday's day (MM-DD) in the seed's year, and in the years after once the catalogue has been used up. */
function holidayDate(ctx: SeedContext, n: number): string | null {
  const monthDay = catalogueValue('holiday.date', n);
  if (!monthDay) return null;
  const year =
    new Date(ctx.now).getUTCFullYear() +
    Math.floor((n - 1) / catalogueSize('holiday'));
  return `${year}-${monthDay}`;
}

/**
 * A customer's date of birth: adults, most of them 18 to 44 as food
 * delivery's customers are, fewer with every decade after.
 */
function birthDate(ctx: SeedContext): string {
  const [youngest, oldest] = ctx.rng.weighted([
    [[18, 24], 22],
    [[25, 34], 34],
    [[35, 44], 24],
    [[45, 54], 12],
    [[55, 64], 6],
    [[65, 75], 2],
  ] as const);
  const age = ctx.rng.int(youngest, oldest);
  const today = new Date(ctx.now);
  // The day they turned `age`, less up to a year: they are `age` today.
  const birthday = Date.UTC(
    today.getUTCFullYear() - age,
    today.getUTCMonth(),
    today.getUTCDate(),
  );
  return dateOnly(birthday - ctx.rng.int(0, 364) * day);
}

/** What a kind's generator draws on for one field of one row. */
interface SeedArgs<F extends FieldSpec> {
  ctx: SeedContext;
  resource: AnyResource;
  name: string;
  field: F;
  /** The row's index, and its 1-based number. */
  i: number;
  n: number;
}

function seedText({ ctx, resource, field, n }: SeedArgs<TextField>): unknown {
  const { rng } = ctx;
  let value: string | null | undefined;
  if (field.seed === 'code')
    value = seededCode(field.codePrefix, resource.name, n);
  else if (field.seed) value = seedValue(field.seed, rng, n, resource.name);
  if (value === undefined && field.pattern !== undefined)
    value = valueForPattern(field.pattern, rng, n);
  if (value === undefined) {
    // Without a hint there is no honest value to invent for free text: optional stays empty.
    value =
      field.kind === 'email'
        ? `user${n}@example.my`
        : field.kind === 'phone'
          ? seedValue('phone', rng, n, resource.name)
          : field.kind === 'color'
            ? '#F5A623'
            : field.required
              ? `${field.label} ${n}`
              : null;
  }
  if (value === null) return null;
  if (!fitsPattern(field, value)) return field.required ? value : null;
  return value.slice(0, field.maxLength ?? 255);
}

/** Each kind's generator: a kind added to the registry is a compile error here until it has one. */
const kindSeeds: {
  [K in FieldKind]: (args: SeedArgs<FieldOf<K>>) => unknown;
} = {
  text: seedText,
  longText: seedText,
  email: seedText,
  phone: seedText,
  url: seedText,
  image: seedText,
  color: seedText,
  money: ({ ctx: { rng }, name, field, n }) => {
    if (field.seed === 'dish.price') {
      // The dish's usual price, a little dearer or cheaper at some outlets.
      const usual = Number(catalogueValue('dish.price', n) ?? 1000);
      return Math.max(field.min ?? 0, usual + rng.int(-1, 2) * 50);
    }
    const [lo, hi] = /price/i.test(name)
      ? [300, 3500]
      : /fee/i.test(name)
        ? [100, 800]
        : /balance/i.test(name)
          ? [0, 30000]
          : /min/i.test(name)
            ? [1000, 3000]
            : /amount|total|sales|payout/i.test(name)
              ? [1000, 50000]
              : [100, 10000];
    const min = Math.max(field.min ?? -Infinity, lo);
    const max = Math.min(field.max ?? Infinity, hi);
    const amount = rng.int(Math.min(min, max), max);
    // Prices end in ten sen and minimums in whole ringgit, as merchants set them.
    const step = /min/i.test(name) ? 100 : /price|fee/i.test(name) ? 10 : 1;
    const rounded = Math.round(amount / step) * step;
    return rounded >= min && rounded <= max ? rounded : amount;
  },
  number: ({ ctx: { rng }, field }) => {
    if (field.seed === 'rating') return rng.int(36, 49) / 10;
    const min = field.min ?? 0;
    const max = field.max ?? (field.integer ? 100 : 5);
    return field.integer
      ? rng.int(min, max)
      : Number((min + rng.next() * (max - min)).toFixed(2));
  },
  percent: ({ ctx: { rng }, field }) =>
    rng.int(Math.max(field.min ?? 0, 2), Math.min(field.max ?? 100, 30)),
  boolean: ({ ctx: { rng }, field }) =>
    rng.chance(field.default === false ? 0.2 : 0.8),
  enum: ({ ctx: { rng }, resource, name, field, i, n }) => {
    const values = enums[field.enumKey] as readonly string[];
    if (field.seed) {
      const hinted = seedValue(field.seed, rng, n, resource.name);
      if (hinted !== null && !values.includes(hinted))
        throw new Error(
          `seed hint ${field.seed} of ${resource.name}.${name} gave ${hinted}, not one of ${field.enumKey}`,
        );
      return hinted ?? (field.required ? (field.default ?? values[0]) : null);
    }
    if (field.unique) return values[i % values.length];
    if (field.default !== undefined && rng.chance(0.6)) return field.default;
    return rng.pick(values);
  },
  date: ({ ctx, name, field, n }) => {
    if (field.seed === 'holiday.date') return holidayDate(ctx, n);
    if (/birth/i.test(name)) return birthDate(ctx);
    return dateOnly(ctx.now + ctx.rng.int(-365, 90) * day);
  },
  datetime: ({ ctx }) => iso(ctx.recent(365)),
  time: ({ ctx: { rng } }) =>
    `${String(rng.int(6, 22)).padStart(2, '0')}:${rng.pick(['00', '15', '30', '45'])}`,
  reference: ({ ctx, name, field, i }) => {
    const target = resolveTarget(ctx.registry, field.to);
    const ids = target ? ctx.ids(target.name) : [];
    if (ids.length === 0) return null;
    if (field.unique) return ids[i % ids.length];
    if (field.to === 'users' && /By$/.test(name))
      return ctx.rng.int(1, Math.min(4, ids.length));
    return ctx.rng.pick(ids);
  },
  references: ({ ctx, field }) => {
    const target = resolveTarget(ctx.registry, field.to);
    const ids = target ? ctx.ids(target.name) : [];
    if (ids.length === 0) return [];
    return [
      ...new Set(
        Array.from({ length: ctx.rng.int(0, 3) }, () => ctx.rng.pick(ids)),
      ),
    ];
  },
  geo: ({ ctx: { rng }, field, n }) => {
    const lat = Number(catalogueValue('place.lat', n));
    const lng = Number(catalogueValue('place.lng', n));
    // Within about a kilometre of the neighbourhood's centre.
    return field.seed === 'place.location' && lat && lng
      ? {
          lat: Number((lat + (rng.next() - 0.5) * 0.02).toFixed(6)),
          lng: Number((lng + (rng.next() - 0.5) * 0.02).toFixed(6)),
        }
      : klangValleyPoint(rng);
  },
  json: ({ field }) => (field.required ? {} : null),
};

/** One field's generated value, from its seed hint, kind, bounds and name. */
function fieldValue(
  ctx: SeedContext,
  resource: AnyResource,
  name: string,
  field: FieldSpec,
  i: number,
): unknown {
  const n = i + 1;
  // A stamp the server keeps (when a payout account changed) starts empty: nothing has changed it yet.
  if ('stampsChangeOf' in field && field.stampsChangeOf) return null;
  // Some optional fields stay empty; a catalogue decides for itself which of
  // its cells are. A field with a default never is: a record made without it
  // gets the default (a merchant's status), as the API's create gives it.
  const isCatalogued =
    field.seed !== undefined && catalogueValue(field.seed, n) !== undefined;
  if (
    !field.required &&
    !('default' in field && field.default !== undefined) &&
    field.kind !== 'boolean' &&
    !isCatalogued &&
    ctx.rng.chance(0.08) &&
    !field.unique
  )
    return null;
  // The table is keyed by kind, so the kind's generator takes this field's spec.
  const generate = kindSeeds[field.kind] as (
    args: SeedArgs<FieldSpec>,
  ) => unknown;
  return generate({ ctx, resource, name, field, i, n });
}

/** A seeded end (`notBefore`) lands 1–60 days after its start, never before it. */
function keepAfterStart(
  field: FieldSpec,
  value: unknown,
  row: Row,
  i: number,
): unknown {
  const start = field.notBefore ? row[field.notBefore] : undefined;
  if (typeof value !== 'string' || typeof start !== 'string') return value;
  if (Date.parse(value) >= Date.parse(start)) return value;
  const end = Date.parse(start) + ((i % 60) + 1) * day;
  return field.kind === 'date' ? dateOnly(end) : iso(end);
}

/**
 * A taken unique value made distinct with the row number, in a form its
 * field still accepts (`Malay 29`, `MBBEMYKL029` — a SWIFT code with a
 * branch); null for an optional field when no form fits.
 */
function distinctVariant(
  field: FieldSpec,
  value: unknown,
  n: number,
  seen: ReadonlySet<string>,
): unknown {
  if (typeof value !== 'string') return field.required ? value : null;
  const max = 'maxLength' in field ? (field.maxLength ?? 255) : 255;
  const fits = (candidate: string) =>
    candidate.length <= max &&
    fitsPattern(field, candidate) &&
    !seen.has(JSON.stringify(candidate));
  const found = [
    `${value} ${n}`,
    `${value}${String(n).padStart(3, '0')}`,
    `${value}${n}`,
  ].find(fits);
  return found ?? (field.required ? `${value}${n}` : null);
}

function genericRows(
  ctx: SeedContext,
  resource: AnyResource,
  count: number,
): Row[] {
  const out: Row[] = [];
  let limit = count;
  for (const field of Object.values(resource.fields)) {
    if (field.unique && field.kind === 'enum')
      limit = Math.min(
        limit,
        (enums[field.enumKey] as readonly string[]).length,
      );
    if (field.unique && field.kind === 'reference') {
      const target = resolveTarget(ctx.registry, field.to);
      limit = Math.min(limit, target ? ctx.ids(target.name).length : 0);
    }
  }
  const taken = new Map<string, Set<string>>();
  for (let i = 0; i < limit; i += 1) {
    const row: Row = { id: i + 1 };
    for (const [name, field] of Object.entries(resource.fields)) {
      if (isImplicitField(name)) continue;
      let value = fieldValue(ctx, resource, name, field, i);
      if (field.unique && value !== null) {
        const seen =
          taken.get(name) ??
          taken.set(name, new Set()).get(name) ??
          new Set<string>();
        // Lists with few values (banks, cuisines) run out at large scales: retry, then number the value.
        for (
          let attempt = 0;
          seen.has(JSON.stringify(value)) && attempt < 20;
          attempt += 1
        ) {
          value = fieldValue(ctx, resource, name, field, i + attempt * limit);
        }
        if (seen.has(JSON.stringify(value)))
          value = distinctVariant(field, value, i + 1, seen);
        if (value !== null) seen.add(JSON.stringify(value));
      }
      row[name] = keepAfterStart(field, value, row, i);
    }
    const createdAt = ctx.recent(365);
    row.createdAt = iso(createdAt);
    row.updatedAt = iso(
      Math.min(ctx.now, createdAt + ctx.rng.int(0, 30) * day),
    );
    out.push(row);
  }
  return out;
}

/** Resources whose rows only make sense generated together, by a domain-aware hook. */
interface Hook {
  owns: readonly string[];
  /** Resources whose rows the hook reads besides those its own rows reference. */
  needs?: readonly string[];
  run(ctx: SeedContext): void;
}

const userHook: Hook = {
  owns: ['users'],
  run(ctx) {
    const users = ctx.entry('users');
    if (!users) return;
    const rows = genericRows(ctx, users, ctx.count(users));
    rows.forEach((row, i) => {
      const demo = demoUsers[i];
      if (demo) {
        Object.assign(row, {
          name: demo.name,
          email: demo.email,
          userType: demo.userType,
          status: 'ACTIVE',
        });
        if ('phone' in row) row.phone = `+6012000000${i + 1}`;
      } else {
        row.userType = ctx.rng.weighted([
          ['CLIENT', 92],
          ['MERCHANT', 5],
          ['STAFF', 3],
        ] as const);
        row.status = ctx.rng.weighted([
          ['ACTIVE', 94],
          ['SUSPENDED', 2],
          ['PENDING_VERIFICATION', 4],
        ] as const);
      }
      // Most people fill in their profile; a few keep it to themselves.
      if ('gender' in row)
        row.gender = ctx.rng.weighted([
          ['FEMALE', 46],
          ['MALE', 41],
          ['UNDISCLOSED', 13],
        ] as const);
      if ('dateOfBirth' in row && row.gender === 'UNDISCLOSED')
        row.dateOfBirth = ctx.rng.chance(0.6) ? null : row.dateOfBirth;
      // The marketplace's own team has been there since launch.
      if (demo && demo.userType !== 'CLIENT') {
        row.createdAt = iso(ctx.launch);
        row.updatedAt = iso(ctx.launch);
      }
      if ('suspensionReason' in row)
        row.suspensionReason =
          row.status === 'SUSPENDED'
            ? 'Repeated chargebacks on card payments.'
            : null;
    });
    ctx.rows.set('users', rows);
  },
};

/**
 * Roles, the permission catalogue and the roles' default permission sets
 * come from the registry (`built-in-roles.ts`, `permissions.ts`), so the keys
 * an admin ticks are exactly those the API checks.
 */
const roleHook: Hook = {
  owns: ['roles', 'user-roles', 'permissions', 'role-permissions'],
  run(ctx) {
    const roles = ctx.entry('roles');
    if (roles)
      ctx.rows.set(
        'roles',
        genericRows(ctx, roles, builtInRoleNames.length).map((row, i) => {
          const name = builtInRoleNames[i] ?? '';
          return {
            ...row,
            name,
            ...('description' in roles.fields
              ? {
                  description:
                    builtInRoles.find((r) => r.name === name)?.description ??
                    null,
                }
              : {}),
            ...('isSystem' in roles.fields ? { isSystem: true } : {}),
            // Set up one after another on launch day, in the catalogue's order.
            createdAt: iso(ctx.launch + i * 60_000),
            updatedAt: iso(ctx.launch + i * 60_000),
          };
        }),
      );
    const roleNames = (ctx.rows.get('roles') ?? []).map((r) => String(r.name));
    const roleId = (name: string) => roleNames.indexOf(name) + 1;
    seedPermissions(ctx, roleNames);
    const userRoles = ctx.entry('user-roles');
    if (!userRoles) return;
    const users = ctx.rows.get('users') ?? [];
    const pairs: [number, number][] = [];
    demoUsers.forEach((demo, i) => {
      for (const role of demo.roles)
        if (roleId(role) > 0) pairs.push([i + 1, roleId(role)]);
    });
    const staffRoles = [
      'OPERATIONS',
      'CUSTOMER_SUPPORT',
      'MARKETING',
      'FINANCE',
    ];
    for (const user of users.slice(demoUsers.length)) {
      if (user.userType === 'STAFF')
        pairs.push([user.id, roleId(ctx.rng.pick(staffRoles))]);
      if (user.userType === 'MERCHANT')
        pairs.push([
          user.id,
          roleId(ctx.rng.pick(['MERCHANT_OWNER', 'MERCHANT_STAFF'])),
        ]);
    }
    const base = genericRows(ctx, userRoles, pairs.length);
    // A role is granted when its user's account is made; the launch team's
    // an hour after the roles were set up.
    const joined = new Map(
      users.map((u) => [u.id, Date.parse(String(u.createdAt))]),
    );
    ctx.rows.set(
      'user-roles',
      pairs
        .filter(([, r]) => r > 0)
        .map(([userId, rid], i) => {
          const granted = iso(
            Math.max(ctx.launch + 3_600_000, joined.get(userId) ?? 0),
          );
          return {
            ...base[i],
            id: i + 1,
            userId,
            roleId: rid,
            createdAt: granted,
            updatedAt: granted,
          };
        }),
    );
  },
};

/** The catalogue as `permissions` rows, and each built-in role's defaults as `role-permissions`. */
function seedPermissions(ctx: SeedContext, roleNames: readonly string[]) {
  const entry = ctx.entry('permissions');
  if (!entry) return;
  const catalogue = permissionCatalogue(ctx.registry);
  const base = genericRows(ctx, entry, catalogue.length);
  const rows = catalogue.map((permission, i) => ({
    ...base[i],
    id: i + 1,
    key: permission.key,
    name: permission.name,
    scope: permission.scope,
    module: permission.module,
    description: permission.description,
    // The catalogue was installed with the roles, on launch day.
    createdAt: iso(ctx.launch),
    updatedAt: iso(ctx.launch),
  }));
  ctx.rows.set('permissions', rows);
  const link = ctx.entry('role-permissions');
  if (!link) return;
  const idOf = new Map(rows.map((row) => [row.key, row.id]));
  const pairs = roleNames.flatMap((role, r) =>
    defaultPermissionsOf(role, ctx.registry).map(
      (key) => [r + 1, idOf.get(key) ?? 0] as const,
    ),
  );
  const linkBase = genericRows(ctx, link, pairs.length);
  ctx.rows.set(
    'role-permissions',
    pairs.map(([roleId, permissionId], i) => ({
      ...linkBase[i],
      id: i + 1,
      roleId,
      permissionId,
      createdAt: iso(ctx.launch + (roleId - 1) * 60_000),
      updatedAt: iso(ctx.launch + (roleId - 1) * 60_000),
    })),
  );
}

/**
 * Orders, their lines and status logs: too many at scale to hold, so this
 * hook only plans them and gathers what they are made of; the seed then
 * draws them a day at a time (`orderDay`) and writes each day as it goes.
 */
/**
 * A promotion's eligible merchants, each for one of its own outlets or all
 * of them; drawn before the orders, which use only the promotions their
 * outlet may (a promotion with no such row is open to every outlet).
 */
const eligibleMerchantHook: Hook = {
  owns: ['promotion-eligible-merchants'],
  run(ctx) {
    const entry = ctx.entry('promotion-eligible-merchants');
    if (!entry) return;
    const outletsOf = outletsByMerchant(ctx);
    const rows = ctx.apart(7, () => genericRows(ctx, entry, ctx.count(entry)));
    const seen = new Set<string>();
    ctx.rows.set(
      'promotion-eligible-merchants',
      rows.filter((row) => {
        const own = outletsOf.get(row.merchantId) ?? [];
        // Drawn at random, the outlet was any merchant's.
        row.outletId =
          row.outletId === null || own.length === 0
            ? null
            : (own[row.id % own.length] ?? null);
        const key = `${String(row.promotionId)}/${String(row.merchantId)}/${String(row.outletId)}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      }),
    );
  },
};

/** Each merchant's outlet ids. */
function outletsByMerchant(ctx: SeedContext): Map<unknown, number[]> {
  const outletsOf = new Map<unknown, number[]>();
  for (const o of ctx.rows.get('merchant-outlets') ?? [])
    (
      outletsOf.get(o.merchantId) ??
      outletsOf.set(o.merchantId, []).get(o.merchantId)
    )?.push(o.id);
  return outletsOf;
}

/**
 * The promotions an order at each outlet may use: those naming its
 * merchant (for it or all its outlets), and those naming no merchant.
 */
function promotionsByOutlet(ctx: SeedContext): Map<number, number[]> {
  const eligible = ctx.rows.get('promotion-eligible-merchants') ?? [];
  const outletsOf = outletsByMerchant(ctx);
  const named = new Set(eligible.map((row) => row.promotionId));
  const open = ctx.ids('promotions').filter((id) => !named.has(id));
  const byOutlet = new Map<number, Set<number>>();
  for (const o of ctx.rows.get('merchant-outlets') ?? [])
    byOutlet.set(o.id, new Set(open));
  for (const row of eligible) {
    const outlets =
      row.outletId === null
        ? (outletsOf.get(row.merchantId) ?? [])
        : [Number(row.outletId)];
    for (const outlet of outlets)
      byOutlet.get(outlet)?.add(Number(row.promotionId));
  }
  return new Map(
    [...byOutlet].map(([outlet, ids]) => [
      outlet,
      [...ids].sort((a, b) => a - b),
    ]),
  );
}

const orderHook: Hook = {
  owns: ['orders', 'order-menus', 'order-status-logs'],
  needs: ['merchants', 'promotion-eligible-merchants'],
  run(ctx) {
    const orders = ctx.entry('orders');
    if (!orders) return;
    const menus = ctx.rows.get('menus') ?? [];
    const menusByOutlet = new Map<unknown, Row[]>();
    for (const m of menus)
      (
        menusByOutlet.get(m.outletId) ??
        menusByOutlet.set(m.outletId, []).get(m.outletId)
      )?.push(m);
    const lineEntry = ctx.entry('order-menus');
    const count = ctx.orderCount(orders);
    const catalogue: OrderCatalogue = {
      clients: (ctx.rows.get('users') ?? [])
        .filter((u) => u.userType === 'CLIENT')
        .map((u) => u.id),
      outletIds: ctx
        .ids('merchant-outlets')
        .filter((id) => (menusByOutlet.get(id)?.length ?? 0) > 0),
      menusByOutlet,
      menus,
      promotionsByOutlet: promotionsByOutlet(ctx),
      // The few fields no rule below sets (a payment method) cycle through a
      // sample of generic rows: drawing all 10M would hold them all.
      orderTemplates: genericRows(ctx, orders, Math.min(2000, count)),
      lineTemplates: lineEntry
        ? genericRows(ctx, lineEntry, Math.min(2000, ctx.count(lineEntry)))
        : [],
      withLines: lineEntry !== undefined,
      withLogs: ctx.has('order-status-logs'),
    };
    const commissionOf = new Map<unknown, number>(
      (ctx.rows.get('merchants') ?? []).map((m) => [
        m.id,
        Number(m.commissionPercent ?? 15),
      ]),
    );
    const merchantOf = new Map<unknown, unknown>(
      (ctx.rows.get('merchant-outlets') ?? []).map((o) => [o.id, o.merchantId]),
    );
    const promotionOf = new Map<unknown, PayoutPromotion>(
      (ctx.rows.get('promotions') ?? []).map((p) => [
        p.id,
        {
          fundedBy: String(p.fundedBy),
          merchantSharePercent:
            p.merchantSharePercent === null ||
            p.merchantSharePercent === undefined
              ? null
              : Number(p.merchantSharePercent),
        },
      ]),
    );
    const refund = orders.actions?.['cancel-and-refund'];
    const approvals = ctx.entry('approval-requests');
    ctx.orders = {
      plan: new OrderPlan(count, ctx.now, ctx.myt),
      catalogue,
      tally: new OrderTally({
        commissionOf: (outletId) =>
          commissionOf.get(merchantOf.get(outletId)) ?? 15,
        promotionOf: (id) => promotionOf.get(id),
        awaitsRefundApproval: (order) =>
          refund?.approval !== undefined &&
          refund.from.includes(String(order.status)) &&
          meetsApprovalPolicy(refund, order),
        approvalTail: approvals ? ctx.count(approvals) : 0,
        // At most about 20,000 kept: every order of the demo, one in 500 of 10M.
        sampleEvery: Math.max(1, Math.floor(count / 20_000)),
      }),
    };
  },
};

/**
 * Requests to erase an account come from customers, never from the team's
 * or the demo's own accounts: erasing one ("Erase account" on its request)
 * would lock that person out of the console for good.
 */
const userDeletionHook: Hook = {
  owns: ['user-deletions'],
  run(ctx) {
    const deletions = ctx.entry('user-deletions');
    if (!deletions) return;
    const demoEmails = new Set(demoUsers.map((demo) => demo.email));
    const customers = (ctx.rows.get('users') ?? [])
      .filter(
        (u) => u.userType === 'CLIENT' && !demoEmails.has(String(u.email)),
      )
      .map((u) => u.id);
    const rows = genericRows(ctx, deletions, ctx.count(deletions));
    ctx.rows.set(
      'user-deletions',
      customers.length === 0
        ? []
        : rows.map((row) => ({ ...row, userId: ctx.rng.pick(customers) })),
    );
  },
};

const pocketHook: Hook = {
  owns: ['pockets', 'pocket-transactions', 'pocket-withdrawals'],
  run(ctx) {
    const pockets = ctx.entry('pockets');
    if (!pockets) return;
    const { rng } = ctx;
    const clients = (ctx.rows.get('users') ?? [])
      .filter((u) => u.userType === 'CLIENT')
      .map((u) => u.id);
    const count = Math.min(clients.length, ctx.count(pockets));
    const pocketRows: Row[] = genericRows(ctx, pockets, count).map(
      (row, i) => ({ ...row, userId: clients[i] }),
    );
    const pocketOfUser = new Map<unknown, Row>(
      pocketRows.map((p) => [p.userId, p]),
    );
    const txEntry = ctx.entry('pocket-transactions');
    const wdEntry = ctx.entry('pocket-withdrawals');
    const txRows: Row[] = [];
    const events = new Map<
      number,
      {
        at: number;
        type: string;
        amount: number;
        orderId: number | null;
        text: string;
      }[]
    >();
    const push = (
      pocketId: number,
      event: {
        at: number;
        type: string;
        amount: number;
        orderId: number | null;
        text: string;
      },
    ) =>
      (events.get(pocketId) ?? events.set(pocketId, []).get(pocketId))?.push(
        event,
      );
    for (const order of ctx.orders?.tally.refunds ?? []) {
      const pocket = pocketOfUser.get(order.customerId);
      if (!pocket) continue;
      push(pocket.id, {
        at: order.at,
        type: 'REFUND',
        amount: order.total,
        orderId: order.id,
        text: `Refund of order ${order.code}`,
      });
    }
    const perPocket = txEntry
      ? Math.max(1, Math.round(ctx.count(txEntry) / Math.max(1, count)))
      : 0;
    for (const pocket of pocketRows) {
      for (let k = 0; k < perPocket; k += 1) {
        const type = rng.weighted([
          ['TOP_UP', 4],
          ['PAYMENT', 4],
          ['CASHBACK', 1],
        ] as const);
        const amount =
          type === 'TOP_UP'
            ? rng.int(1, 10) * 1000
            : type === 'CASHBACK'
              ? rng.int(1, 10) * 50
              : -rng.int(5, 40) * 100;
        push(pocket.id, {
          at: ctx.recent(365),
          type,
          amount,
          orderId: null,
          text:
            type === 'TOP_UP'
              ? 'Top-up by FPX'
              : type === 'CASHBACK'
                ? 'Cashback reward'
                : 'Payment for an order',
        });
      }
    }
    const withdrawals: Row[] = [];
    const wdBase = wdEntry ? genericRows(ctx, wdEntry, ctx.count(wdEntry)) : [];
    for (const base of wdBase) {
      const pocket = rng.pick(pocketRows);
      const status = rng.weighted([
        ['PENDING', 3],
        ['APPROVED', 1],
        ['REJECTED', 1],
        ['PAID', 5],
      ] as const);
      const at = ctx.recent(365);
      const row: Row = {
        ...base,
        id: withdrawals.length + 1,
        code: `WD${String(withdrawals.length + 1).padStart(6, '0')}`,
        userId: pocket.userId,
        pocketId: pocket.id,
        amount: rng.int(2, 20) * 1000,
        status,
        reviewedBy: status === 'PENDING' ? null : 2,
        rejectionReason:
          status === 'REJECTED'
            ? 'Bank account name does not match the pocket owner.'
            : null,
        paidAt: status === 'PAID' ? iso(Math.min(ctx.now, at + 2 * day)) : null,
        createdAt: iso(at),
        updatedAt: iso(Math.min(ctx.now, at + 2 * day)),
      };
      withdrawals.push(row);
      if (status === 'PENDING' || status === 'APPROVED') {
        // Money for a withdrawal still in flight stays in the pocket until it is paid.
        push(pocket.id, {
          at: ctx.now - 60_000,
          type: 'TOP_UP',
          amount: Number(row.amount),
          orderId: null,
          text: 'Top-up by FPX',
        });
      }
      if (status === 'PAID') {
        // A top-up first, so the pocket could afford the withdrawal at the time.
        push(pocket.id, {
          at: at - day,
          type: 'TOP_UP',
          amount: Number(row.amount),
          orderId: null,
          text: 'Top-up by FPX',
        });
        push(pocket.id, {
          at: Date.parse(String(row.paidAt)),
          type: 'WITHDRAWAL',
          amount: -Number(row.amount),
          orderId: null,
          text: `Withdrawal ${String(row.code)} paid`,
        });
      }
    }
    for (const pocket of pocketRows) {
      let balance = 0;
      let last: number | null = null;
      for (const event of (events.get(pocket.id) ?? []).sort(
        (a, b) => a.at - b.at,
      )) {
        // Payments never overdraw: a debit the balance cannot cover is skipped.
        if (balance + event.amount < 0) continue;
        balance += event.amount;
        last = event.at;
        txRows.push({
          id: txRows.length + 1,
          reference: `PT${String(txRows.length + 1).padStart(8, '0')}`,
          pocketId: pocket.id,
          type: event.type,
          amount: event.amount,
          balanceAfter: balance,
          orderId: event.orderId,
          description: event.text,
          createdAt: iso(event.at),
          updatedAt: iso(event.at),
        });
      }
      Object.assign(pocket, {
        balance,
        lastTransactionAt: last === null ? null : iso(last),
        status: rng.chance(0.03) ? 'FROZEN' : 'ACTIVE',
      });
      pocket.frozenReason =
        pocket.status === 'FROZEN'
          ? 'Suspicious top-up pattern under review.'
          : null;
    }
    ctx.rows.set('pockets', pocketRows);
    if (txEntry) ctx.rows.set('pocket-transactions', txRows);
    if (wdEntry) ctx.rows.set('pocket-withdrawals', withdrawals);
  },
};

/**
 * Where a settlement pays: its outlet's account, held by the merchant's
 * company (the outlet hook makes it so), copied when the settlement is made
 * at `madeAt`. On purpose, a handful do not, so the payout checks
 * (payout-account-checks.ts) have something to show: the latest settlements
 * of the first and third outlets (pending, verified) pay another company;
 * and the second outlet's account changed nine days before its latest
 * (reviewed) was made (the outlet hook dates the change).
 */
function payoutAccount(
  outlet: Row,
  outletIndex: number,
  period: number,
): Record<string, unknown> {
  const account = {
    bankId: outlet.bankId,
    bankAccountNumber: outlet.bankAccountNumber,
    bankAccountName: outlet.bankAccountName,
  };
  if (period !== 0) return account;
  if (outletIndex === 0 || outletIndex === 2)
    return { ...account, bankAccountName: 'Cahaya Gemilang Trading' };
  return account;
}

/** When the latest settlements were made: the start of today (UTC), for the fortnight that ended yesterday. */
const latestSettlementsMadeAt = (now: number) => Math.floor(now / day) * day;

/**
 * Settlements per outlet per fortnight and their days: each day's figures
 * are the sums of the outlet's sale orders that day, less the odd refund
 * charged back; a settlement's are the sums of its days. So a statement
 * computed from the orders matches its settlement to the sen.
 */
const settlementHook: Hook = {
  owns: ['settlements', 'settlement-daily-summaries'],
  needs: ['orders', 'promotions', 'merchants'],
  run(ctx) {
    const entry = ctx.entry('settlements');
    if (!entry) return;
    const { rng } = ctx;
    const outlets = ctx.rows.get('merchant-outlets') ?? [];
    const days =
      ctx.orders?.tally.payoutDays ??
      new Map<unknown, Map<string, PayoutDay>>();
    const fortnight = 14 * day;
    const lastEnd = latestSettlementsMadeAt(ctx.now) - day;
    const periods = Math.max(1, Math.round(26 * Math.min(1, ctx.scale * 5)));
    const perOutlet = Math.max(
      1,
      Math.floor(ctx.count(entry) / Math.max(1, outlets.length)),
    );
    const statuses = enums['settlement.resolvedStatus'];
    const base = genericRows(ctx, entry, Math.min(200, ctx.count(entry)));
    const rows: Row[] = [];
    const dailyRows: Row[] = [];
    // The first outlets' two latest periods cover every state, so the finance
    // screens have a settlement in each at any SEED_SCALE (a reviewer always
    // has one waiting).
    const inFlight = ['PENDING', 'REVIEWED', 'VERIFIED', 'APPROVED'] as const;
    const settled = ['PAID', 'CONFIRMED', 'RESOLVED', 'REJECTED'] as const;
    outlets.forEach((outlet, o) => {
      for (let p = 0; p < Math.min(periods, perOutlet); p += 1) {
        const end = lastEnd - p * fortnight;
        const covering =
          p === 0 ? inFlight[o] : p === 1 ? settled[o] : undefined;
        // Recent periods are still in the pipeline; older ones have reached an end state.
        const status =
          covering ??
          (p === 0
            ? rng.weighted([
                ['PENDING', 5],
                ['REVIEWED', 2],
                ['VERIFIED', 1],
                ['APPROVED', 1],
              ] as const)
            : p === 1
              ? rng.pick(statuses)
              : rng.weighted([
                  ['CONFIRMED', 8],
                  ['PAID', 2],
                  ['RESOLVED', 1],
                  ['REJECTED', 1],
                ] as const));
        const id = rows.length + 1;
        const periodStart = dateOnly(end - fortnight + day);
        const periodEnd = dateOnly(end);
        const own = [...(days.get(outlet.id) ?? [])]
          .filter(([date]) => date >= periodStart && date <= periodEnd)
          .sort(([a], [b]) => a.localeCompare(b));
        const periodDays = own.map(([date, sums]) => {
          const figures = {
            orderCount: sums.orders,
            grossSales: sums.gross,
            commission: sums.commission,
            paymentFees: sums.paymentFee,
            merchantDiscounts: sums.merchantDiscount,
            // A refund the outlet is charged for now and then.
            refunds: rng.chance(0.05) ? rng.int(1, 20) * 100 : 0,
          };
          dailyRows.push({
            id: dailyRows.length + 1,
            settlementId: id,
            outletId: outlet.id,
            date,
            orderCount: figures.orderCount,
            grossSales: figures.grossSales,
            commission: figures.commission,
            paymentFees: figures.paymentFees,
            refunds: figures.refunds,
            netAmount: netPayoutOf({
              gross: figures.grossSales,
              merchantDiscounts: figures.merchantDiscounts,
              commission: figures.commission,
              paymentFees: figures.paymentFees,
              refunds: figures.refunds,
            }),
            createdAt: iso(end + day),
            updatedAt: iso(end + day),
          });
          return figures;
        });
        const total = (key: keyof (typeof periodDays)[number]) =>
          periodDays.reduce((sum, figures) => sum + figures[key], 0);
        const gross = total('grossSales');
        const commission = total('commission');
        const fees = total('paymentFees');
        // What is taken off besides commission and fees: the discounts the
        // merchant funded and the refunds charged back (never positive).
        const adjustments = -total('merchantDiscounts') - total('refunds');
        const rank = statuses.indexOf(status);
        const reached = (s: (typeof statuses)[number]) =>
          status !== 'REJECTED' && status !== 'RESOLVED'
            ? rank >= statuses.indexOf(s)
            : s === 'REVIEWED';
        const doneAt = iso(Math.min(ctx.now, end + 3 * day));
        rows.push({
          ...(base[rows.length % base.length] ?? {}),
          ...payoutAccount(outlet, o, p),
          id,
          code: `STL${String(id).padStart(7, '0')}`,
          merchantId: outlet.merchantId ?? null,
          outletId: outlet.id,
          periodStart,
          periodEnd,
          orderCount: total('orderCount'),
          grossSales: gross,
          commission,
          paymentFees: fees,
          adjustments,
          netPayout: netPayoutOf({
            gross,
            merchantDiscounts: total('merchantDiscounts'),
            commission,
            paymentFees: fees,
            refunds: total('refunds'),
          }),
          resolvedStatus: status,
          reviewedBy: reached('REVIEWED') ? 2 : null,
          verifiedBy: reached('VERIFIED') ? 3 : null,
          approvedBy: reached('APPROVED') ? 1 : null,
          paidBy: reached('PAID') ? 2 : null,
          paidAt: reached('PAID') ? doneAt : null,
          confirmedAt: reached('CONFIRMED') ? doneAt : null,
          paymentReference: reached('PAID')
            ? `IBG${String(id).padStart(9, '0')}`
            : null,
          rejectionReason:
            status === 'REJECTED' || status === 'RESOLVED'
              ? 'Gross sales do not match the outlet statement.'
              : null,
          resolvedBy: status === 'RESOLVED' ? 3 : null,
          resolutionNote:
            status === 'RESOLVED'
              ? 'Recomputed after the outlet corrected two refunds.'
              : null,
          createdAt: iso(end + day),
          updatedAt: doneAt,
        });
      }
    });
    ctx.rows.set('settlements', rows);
    if (ctx.entry('settlement-daily-summaries'))
      ctx.rows.set('settlement-daily-summaries', dailyRows);
  },
};

const auditHook: Hook = {
  owns: ['audit-logs'],
  run(ctx) {
    const entry = ctx.entry('audit-logs');
    if (!entry) return;
    const names = ctx.registry.filter(hasTable).map((r) => r.name);
    const rows = genericRows(ctx, entry, ctx.count(entry)).map((row) => {
      const action = ctx.rng.weighted([
        ['UPDATE', 5],
        ['ACTION', 3],
        ['CREATE', 2],
        ['LOGIN', 4],
        ['EXPORT', 1],
        ['DELETE', 1],
      ] as const);
      const resource = action === 'LOGIN' ? 'auth' : ctx.rng.pick(names);
      const recordId =
        action === 'LOGIN' || action === 'EXPORT'
          ? null
          : String(ctx.rng.int(1, 500));
      return {
        ...row,
        actorId: ctx.rng.int(1, 4),
        action,
        resource,
        recordId,
        summary:
          action === 'LOGIN'
            ? 'signed in'
            : `${action.toLowerCase()} on ${resource}${recordId ? ` #${recordId}` : ''}`,
        changes:
          action === 'UPDATE'
            ? { before: { isActive: true }, after: { isActive: false } }
            : null,
      };
    });
    ctx.rows.set('audit-logs', rows);
  },
};

/** Outlets carry their merchant's brand and neighbourhood ("Kak Ros Bangsar") and pay out to its company. */
const outletHook: Hook = {
  owns: ['merchant-outlets'],
  run(ctx) {
    const entry = ctx.entry('merchant-outlets');
    if (!entry) return;
    const merchants = new Map(
      (ctx.rows.get('merchants') ?? []).map((m) => [m.id, m]),
    );
    const rows = genericRows(ctx, entry, ctx.count(entry));
    for (const row of rows) {
      const merchant = merchants.get(Number(row.merchantId));
      const area = catalogueValue('place.area', row.id);
      if (typeof merchant?.name === 'string' && area) {
        row.name = `${brandOf(merchant.name)} ${area}`;
        if (typeof row.email === 'string')
          row.email = `${String(row.name)
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '.')
            .replace(/^\.|\.$/g, '')}@gmail.com`;
      }
      if (typeof merchant?.legalName === 'string' && 'bankAccountName' in row)
        row.bankAccountName = merchant.legalName;
    }
    // The second outlet's payout account changed nine days before its latest settlement (see payoutAccount).
    const changed = rows[1];
    if (changed && 'bankAccountChangedAt' in entry.fields) {
      const changedAt = latestSettlementsMadeAt(ctx.now) - 9 * day;
      changed.bankAccountChangedAt = iso(changedAt);
      if (Date.parse(String(changed.updatedAt)) < changedAt)
        changed.updatedAt = iso(changedAt);
    }
    ctx.rows.set('merchant-outlets', rows);
  },
};

/** Every merchant gets the common menu categories, as many as the seed size allows. */
const menuCategoryHook: Hook = {
  owns: ['menu-categories'],
  run(ctx) {
    const entry = ctx.entry('menu-categories');
    if (!entry) return;
    const merchantIds = ctx.ids('merchants');
    const rows = genericRows(ctx, entry, ctx.count(entry));
    const perMerchant = Math.max(
      1,
      Math.min(
        menuCategories.length,
        Math.floor(rows.length / Math.max(1, merchantIds.length)),
      ),
    );
    rows.forEach((row, i) => {
      const merchantId = merchantIds[Math.floor(i / perMerchant)];
      if (merchantId === undefined) return;
      row.merchantId = merchantId;
      row.name = menuCategories[i % perMerchant] ?? row.name;
    });
    ctx.rows.set('menu-categories', rows);
  },
};

/** A dish sits in its merchant's category of its kind (nasi lemak under Rice), else the merchant's first. */
const menuHook: Hook = {
  owns: ['menus'],
  run(ctx) {
    const entry = ctx.entry('menus');
    if (!entry) return;
    const merchantOf = new Map(
      (ctx.rows.get('merchant-outlets') ?? []).map((o) => [o.id, o.merchantId]),
    );
    const categoriesOf = new Map<unknown, Row[]>();
    for (const category of ctx.rows.get('menu-categories') ?? [])
      (
        categoriesOf.get(category.merchantId) ??
        categoriesOf.set(category.merchantId, []).get(category.merchantId)
      )?.push(category);
    const rows = genericRows(ctx, entry, ctx.count(entry));
    for (const row of rows) {
      const own = categoriesOf.get(merchantOf.get(Number(row.outletId))) ?? [];
      const kind = catalogueValue('dish.category', row.id);
      const category = own.find((c) => c.name === kind) ?? own[0];
      if (category) row.categoryId = category.id;
    }
    ctx.rows.set('menus', rows);
  },
};

const deskHook: Hook = {
  owns: ['enquiry-messages', 'enquiry-reads'],
  needs: ['orders'],
  run: seedDesk,
};

/** What operations agents give for a refund they ask a reviewer to approve. */
const refundReasons = [
  'Customer reports the order never arrived',
  'Wrong items delivered; the customer sent photos',
  'Outlet closed early and could not prepare the order',
  'Charged twice for the same order',
];

/**
 * A few refunds above the approval limit that operations and finance (the
 * demo staff and finance accounts) asked for: the oldest one a reviewer
 * rejected, the rest still waiting, so the Approvals queue is not empty on
 * a fresh demo.
 */
const approvalHook: Hook = {
  owns: ['approval-requests'],
  needs: ['orders', 'users'],
  run(ctx) {
    const entry = ctx.entry('approval-requests');
    const refund = ctx.entry('orders')?.actions?.['cancel-and-refund'];
    if (!entry || !refund?.approval) return;
    const orders = ctx.orders?.tally.refundCandidates ?? [];
    const staffId =
      1 + demoUsers.findIndex((u) => u.roles.includes('OPERATIONS'));
    const financeId =
      1 + demoUsers.findIndex((u) => u.roles.includes('FINANCE'));
    const reviewerId =
      1 + demoUsers.findIndex((u) => u.roles.includes('FINANCE_REVIEWER'));
    const generic = genericRows(ctx, entry, orders.length);
    const rows = orders.map((order, i) => {
      const createdAt = iso(ctx.now - (orders.length - i) * 47 * 60_000);
      const rejected = i === 0 && orders.length > 1;
      return {
        ...generic[i],
        id: i + 1,
        summary: `${refund.label} order ${String(order.code)}`,
        resource: 'orders',
        recordId: order.id,
        action: 'cancel-and-refund',
        payload: { reason: refundReasons[i % refundReasons.length] },
        expectedVersion: null,
        status: rejected ? 'REJECTED' : 'PENDING',
        requestedBy: i % 2 === 1 ? financeId : staffId,
        decidedBy: rejected ? reviewerId : null,
        decidedAt: rejected ? iso(ctx.now - 20 * 60_000) : null,
        comment: rejected
          ? 'The rider confirmed delivery; ask the customer to check again.'
          : null,
        failureReason: null,
        createdAt,
        updatedAt: rejected ? iso(ctx.now - 20 * 60_000) : createdAt,
      };
    });
    ctx.rows.set('approval-requests', rows);
  },
};

const hooks: readonly Hook[] = [
  userHook,
  roleHook,
  outletHook,
  eligibleMerchantHook,
  menuCategoryHook,
  menuHook,
  orderHook,
  userDeletionHook,
  pocketHook,
  settlementHook,
  auditHook,
  deskHook,
  approvalHook,
];

/** Table resources in an order where every referenced table comes first (cycles broken by order). */
function seedOrder(registry: readonly AnyResource[]): (AnyResource | Hook)[] {
  const tables = registry.filter(hasTable);
  const groupOf = new Map<string, AnyResource | Hook>();
  for (const t of tables)
    groupOf.set(t.name, hooks.find((h) => h.owns.includes(t.name)) ?? t);
  const groups = [...new Set(groupOf.values())];
  const membersOf = (g: AnyResource | Hook) =>
    'owns' in g ? g.owns : [g.name];
  const deps = new Map(
    groups.map((g) => {
      const set = new Set<AnyResource | Hook>();
      for (const name of 'owns' in g ? (g.needs ?? []) : []) {
        const dep = groupOf.get(name);
        if (dep && dep !== g) set.add(dep);
      }
      for (const name of membersOf(g)) {
        const entry = tables.find((t) => t.name === name);
        for (const f of Object.values(entry?.fields ?? {})) {
          if (f.kind !== 'reference' && f.kind !== 'references') continue;
          const target = resolveTarget(registry, f.to);
          const dep = target ? groupOf.get(target.name) : undefined;
          if (dep && dep !== g) set.add(dep);
        }
      }
      return [g, set] as const;
    }),
  );
  const done = new Set<AnyResource | Hook>();
  const out: (AnyResource | Hook)[] = [];
  while (out.length < groups.length) {
    const ready = groups.find(
      (g) => !done.has(g) && [...(deps.get(g) ?? [])].every((d) => done.has(d)),
    );
    // A cycle: take the group with fewest missing dependencies; its optional references stay empty.
    const next =
      ready ??
      groups
        .filter((g) => !done.has(g))
        .sort(
          (a, b) =>
            [...(deps.get(a) ?? [])].filter((d) => !done.has(d)).length -
            [...(deps.get(b) ?? [])].filter((d) => !done.has(d)).length,
        )[0];
    if (!next) break;
    done.add(next);
    out.push(next);
  }
  return out;
}

async function insertRows(
  db: Db,
  resource: AnyResource,
  rows: readonly Row[],
): Promise<void> {
  if (rows.length === 0) return;
  const model = tableModel(resource);
  const cols = model.columns;
  const table = quoteIdent(model.table);
  const batch = Math.max(1, Math.min(1000, Math.floor(30_000 / cols.length)));
  const list = cols.map((c) => quoteIdent(c.column)).join(', ');
  for (let start = 0; start < rows.length; start += batch) {
    const params: unknown[] = [];
    const tuples = rows.slice(start, start + batch).map((row) => {
      const slots = cols.map((c) => {
        const value = row[c.name];
        if (value === undefined) {
          if (isImplicitField(c.name)) return 'DEFAULT';
          return c.field.kind === 'boolean' ||
            c.field.kind === 'enum' ||
            c.field.kind === 'references'
            ? 'DEFAULT'
            : 'NULL';
        }
        params.push(toParam(c.field, value));
        return placeholder(c.field, params.length);
      });
      return `(${slots.join(', ')})`;
    });
    await db.query(
      `INSERT INTO ${table} (${list}) OVERRIDING SYSTEM VALUE VALUES ${tuples.join(', ')}`,
      params,
    );
  }
  await db.query(
    `SELECT setval(pg_get_serial_sequence('${model.table}', 'id'), (SELECT max(id) FROM ${table}))`,
  );
}

/**
 * Image fields (`seed: 'image.food'`, …) get a picture of their row's title
 * (a dish's name, a user's initials), drawn and served by this server, so
 * the console shows real pictures offline and under its CSP. Run after the
 * hooks, which may change a title (the demo users' names).
 */
function drawImages(entry: AnyResource, rows: Row[]): void {
  for (const [name, field] of Object.entries(entry.fields)) {
    const kind = field.seed?.startsWith('image.')
      ? field.seed.slice('image.'.length)
      : undefined;
    if (!kind || !isSeedImageKind(kind)) continue;
    for (const row of rows) {
      if (row[name] === null && !field.required) continue;
      const title = entry.titleField ? row[entry.titleField] : undefined;
      row[name] = seedImagePath(
        kind,
        typeof title === 'string' && title !== ''
          ? title
          : `${entry.label.one} ${row.id}`,
      );
    }
  }
}

/** A step of the seed: tables ready to write, or one day of orders. */
type SeedStep =
  | {
      kind: 'tables';
      /** 'before-orders' for the tables the orders reference; 'rest' for all the others. */
      part: 'before-orders' | 'rest';
      rows: ReadonlyMap<string, Row[]>;
      /** The orders that follow (before-orders only). */
      orderCount: number;
    }
  | {
      kind: 'day';
      index: number;
      days: number;
      orderCount: number;
      orders: OrderDay;
    };

/**
 * The seed as it is made: the tables the orders are made of, then the
 * orders a day at a time, then the tables that read the orders (through
 * the tally, never the orders themselves). Nothing touches a database.
 */
function* seedSteps(options: SeedOptions): Generator<SeedStep> {
  const { registry } = options;
  const ctx = new SeedContext(
    registry,
    options.scale,
    (options.now ?? new Date()).getTime(),
  );
  const emitted = new Set<string>();
  /** The tables made since the last step, with their pictures drawn. */
  const made = () => {
    const rows = new Map<string, Row[]>();
    for (const [name, list] of ctx.rows) {
      const entry = ctx.entry(name);
      if (!entry || emitted.has(name)) continue;
      drawImages(entry, list);
      rows.set(name, list);
      emitted.add(name);
    }
    return rows;
  };
  for (const group of seedOrder(registry)) {
    if ('owns' in group) group.run(ctx);
    else ctx.rows.set(group.name, genericRows(ctx, group, ctx.count(group)));
    const orders = group === orderHook ? ctx.orders : undefined;
    if (!orders) continue;
    const { plan, catalogue, tally } = orders;
    yield {
      kind: 'tables',
      part: 'before-orders',
      rows: made(),
      orderCount: plan.count,
    };
    const ordersEntry = ctx.entry('orders');
    let lineId = 1;
    let logId = 1;
    for (let index = 0; index < plan.days.length; index += 1) {
      const day = orderDay(plan, catalogue, index, lineId, logId);
      lineId += day.lines.length;
      logId += day.logs.length;
      tally.add(day.orders);
      if (ordersEntry) drawImages(ordersEntry, day.orders);
      yield {
        kind: 'day',
        index,
        days: plan.days.length,
        orderCount: plan.count,
        orders: day,
      };
    }
  }
  yield { kind: 'tables', part: 'rest', rows: made(), orderCount: 0 };
}

/** The tables a day of orders fills, by the resource names the registry gives them. */
const dayTables = [
  ['orders', 'orders'],
  ['order-menus', 'lines'],
  ['order-status-logs', 'logs'],
] as const;

/**
 * The rows the seed makes, per resource name, in an order where every
 * referenced table comes first; nothing touches a database, so tests can
 * check a full-scale seed in memory.
 */
export function generateSeedRows(
  options: SeedOptions,
): ReadonlyMap<string, readonly Row[]> {
  const out = new Map<string, Row[]>();
  const registered = (name: string) =>
    options.registry.some((r) => r.name === name && hasTable(r));
  for (const step of seedSteps(options)) {
    if (step.kind === 'tables') {
      for (const [name, rows] of step.rows) out.set(name, rows);
      continue;
    }
    for (const [name, key] of dayTables) {
      if (!registered(name)) continue;
      const list = out.get(name) ?? out.set(name, []).get(name);
      list?.push(...step.orders[key]);
    }
  }
  return out;
}

/**
 * How a seed reports itself on a terminal: every few seconds, once it takes
 * that long. The rate counts only what this run wrote, not days a resumed
 * seed skipped.
 */
function progressReporter(total: number, report: (line: string) => void) {
  let started = Date.now();
  let shown = started;
  let skipped: number | undefined;
  return (written: number, note: string, wrote: boolean) => {
    if (!wrote) return;
    if (skipped === undefined) {
      skipped = written;
      started = Date.now();
    }
    const now = Date.now();
    if (now - shown < 5000 && written < total) return;
    shown = now;
    const share = total === 0 ? 1 : written / total;
    const bar = '█'.repeat(Math.round(share * 20)).padEnd(20, '░');
    const perSecond = (written - skipped) / Math.max(1, (now - started) / 1000);
    const left = perSecond > 0 ? (total - written) / perSecond : 0;
    report(
      `seed: orders ${bar} ${written.toLocaleString('en')} / ${total.toLocaleString('en')} (${(share * 100).toFixed(0)} %) · ${Math.round(perSecond).toLocaleString('en')}/s · ${Math.ceil(left / 60)} min left · ${note}`,
    );
  };
}

/**
 * Fills an empty database with a deterministic Malaysian food marketplace:
 * generic rows from each entry's seed hints, kinds, bounds and references,
 * and domain-aware rows where generic values would be nonsense (orders whose
 * totals add up, their lines and status histories, pockets that equal their
 * transactions, settlements per outlet per fortnight). A database that
 * already has users is left alone.
 *
 * It streams: the orders are written a day at a time (COPY), each day in its
 * own transaction with a note in `seed_progress`, so memory stays flat at
 * any SEED_SCALE and a seed that died resumes where it stopped (the plan,
 * its "now" and scale, is kept for that). The demo passwords (`alongside`)
 * and the revisions come in the last transaction, with the note that the
 * seed is done.
 */
export async function seedDatabase(
  db: Db,
  options: SeedOptions & {
    report?: (line: string) => void;
    /** Where `db` is one connection (the startup lock's), its pool, for writing days side by side. */
    pool?: Db;
    /**
     * From this many orders (on PostgreSQL) the streamed tables' secondary
     * indexes are dropped before the orders and built once after them.
     */
    buildIndexesAfterFrom?: number;
  },
): Promise<SeedReport> {
  const { registry } = options;
  const seedStarted = Date.now();
  // A seed of seconds (the demo, the tests) says nothing; a big one, how far it is.
  const report = (line: string) => {
    if (Date.now() - seedStarted >= 5000) options.report?.(line);
  };
  const probe =
    registry.find((r) => r.name === 'users' && hasTable(r)) ??
    registry.find(hasTable);
  if (!probe) return { seeded: false, rows: {} };
  const progress = await SeedProgress.read(db);
  if (progress.has('done')) {
    if (progress.has('rolled-up')) return { seeded: false, rows: {} };
    // The rollup is one transaction: whether it committed shows in its
    // facts. A database seeded before this step was marked is rolled up
    // already, and a server start does not rebuild it again.
    if (await rollupsHoldOrders(db, registry)) {
      await progress.mark(db, 'rolled-up');
      return { seeded: false, rows: {} };
    }
    // Killed while rolling up: the rows are all in, their rollups are not.
    options.report?.('seed: the rows are in; finishing their rollups');
    await rollUpAndAnalyse(db, registry, progress, report);
    return { seeded: true, rows: {} };
  }
  if (!progress.started) {
    const existing = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${quoteIdent(tableModel(probe).table)} LIMIT 1) s`,
    );
    if ((existing.rows[0]?.n ?? 0) > 0) return { seeded: false, rows: {} };
  }
  const plan = progress.plan ?? {
    now: (options.now ?? new Date()).getTime(),
    scale: options.scale,
  };
  if (plan.scale !== options.scale)
    throw new Error(
      `An interrupted seed at SEED_SCALE=${plan.scale} is in this database: start with SEED_SCALE=${plan.scale} to finish it, or reset the database (npm run db:reset).`,
    );
  if (!progress.started)
    await db.transaction((tx) => progress.mark(tx, 'plan', plan));
  else
    options.report?.(
      `seed: resuming the interrupted seed at SEED_SCALE=${plan.scale}`,
    );

  // The generator only makes ids that exist: where the role may, skipping
  // per-row foreign-key and rollup triggers halves the time (the rollups are
  // rebuilt at the end).
  const { rows: roles } = await db.query<{ superuser: boolean }>(
    'SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user',
  );
  const withoutTriggers = async (tx: Db) => {
    if (roles[0]?.superuser)
      await tx.query('SET LOCAL session_replication_role = replica');
  };
  const entryOf = (name: string) => registry.find((r) => r.name === name);
  const rows: Record<string, number> = {};
  const count = (name: string, n: number) => {
    rows[name] = (rows[name] ?? 0) + n;
  };
  let written = 0;
  let tick: ReturnType<typeof progressReporter> = () => undefined;
  // PostgreSQL parses COPY on one core per connection: two days written at
  // once, each in its own transaction, keep both of a small machine's busy.
  const writer = (db.engine === 'postgres' && options.pool) || db;
  const writes = new BoundedWrites(writer === db ? 1 : 2);
  let streamed: string[] = [];
  for (const step of seedSteps({ ...options, now: new Date(plan.now) })) {
    if (step.kind === 'day') {
      written += step.orders.orders.length;
      if (step.index === 0) tick = progressReporter(step.orderCount, report);
      const key = `day:${step.index}`;
      if (progress.has(key)) {
        tick(written, '', false);
        continue;
      }
      const wroteUpTo = written;
      await writes.add(
        writer.transaction(async (tx) => {
          await withoutTriggers(tx);
          for (const [name, part] of dayTables) {
            const entry = entryOf(name);
            if (!entry || !hasTable(entry)) continue;
            await copyRows(tx, entry, step.orders[part]);
            count(name, step.orders[part].length);
          }
          await progress.mark(tx, key);
          tick(wroteUpTo, `day ${step.index + 1} of ${step.days}`, true);
        }),
      );
      continue;
    }
    await writes.settle();
    if (step.part === 'before-orders') {
      streamed = dayTables
        .map(([name]) => entryOf(name))
        .filter((e): e is AnyResource => e !== undefined && hasTable(e))
        .map((e) => tableModel(e).table);
      if (!progress.has('before-orders'))
        await db.transaction(async (tx) => {
          await withoutTriggers(tx);
          await insertTables(tx, registry, step.rows, count);
          await progress.mark(tx, 'before-orders');
        });
      if (
        db.engine === 'postgres' &&
        !progress.has('indexes-restored') &&
        step.orderCount >= (options.buildIndexesAfterFrom ?? 500_000)
      )
        await dropSecondaryIndexes(db, progress, streamed);
      continue;
    }
    await restoreSecondaryIndexes(db, progress, report);
    await db.transaction(async (tx) => {
      await withoutTriggers(tx);
      // COPY gave the streamed tables their ids: their sequences continue after them.
      for (const table of streamed)
        await tx.query(
          `SELECT setval(pg_get_serial_sequence('${table}', 'id'), greatest(1, (SELECT max(id) FROM ${quoteIdent(table)})))`,
        );
      await insertTables(tx, registry, step.rows, count);
      await options.alongside?.(tx);
      await seedRevisions(tx, registry);
      await progress.mark(tx, 'done', { rows });
    });
  }
  await rollUpAndAnalyse(db, registry, progress, report);
  return { seeded: true, rows };
}

/** Whether the rollups hold the seed's orders (or the registry has none to roll up). */
async function rollupsHoldOrders(
  db: Db,
  registry: readonly AnyResource[],
): Promise<boolean> {
  if (!hasRollups(registry)) return true;
  const { rows } = await db.query<{ held: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM ${orderFactTables.orders.name}_days) AS held`,
  );
  return rows[0]?.held === true;
}

/**
 * The seed's last step, after its rows: marked only once it is over, so a
 * seed killed during it (at 10M orders the rollup alone takes minutes) does
 * it again when started again, rather than serving reports from empty rollups.
 */
async function rollUpAndAnalyse(
  db: Db,
  registry: readonly AnyResource[],
  progress: SeedProgress,
  report: (line: string) => void,
): Promise<void> {
  // The seed's orders, rolled up at once rather than day by day by the worker.
  if (hasRollups(registry)) {
    report('seed: rolling up the orders by day');
    await rebuildRollups(db, marketplaceTimeZone());
  }
  // Fresh statistics, so the planner picks the indexes from the first request
  // on; and a vacuumed table, so that counts (list totals, status tabs) read
  // its indexes alone. PGlite runs no autovacuum to do either: at 100k orders
  // a status tab's counts took 75 ms by the table and 33 ms by the index.
  report('seed: vacuuming and analysing');
  await db.query('VACUUM ANALYZE');
  await progress.mark(db, 'rolled-up');
}

/**
 * Writes that run side by side, at most `limit` at once: `add` waits for
 * room, `settle` for all of them. The first failure is thrown once every
 * write has ended, so none is left running behind an error.
 */
class BoundedWrites {
  private readonly running = new Set<Promise<void>>();
  private failure: Error | undefined;

  constructor(private readonly limit: number) {}

  async add(write: Promise<void>): Promise<void> {
    const tracked = write.then(
      () => undefined,
      (error: unknown) => {
        this.failure ??=
          error instanceof Error ? error : new Error(String(error));
      },
    );
    this.running.add(tracked);
    void tracked.finally(() => this.running.delete(tracked));
    if (this.running.size >= this.limit) await Promise.race(this.running);
    if (this.failure !== undefined) await this.settle();
  }

  async settle(): Promise<void> {
    await Promise.all(this.running);
    if (this.failure !== undefined) throw this.failure;
  }
}

async function insertTables(
  tx: Db,
  registry: readonly AnyResource[],
  tables: ReadonlyMap<string, readonly Row[]>,
  count: (name: string, n: number) => void,
): Promise<void> {
  for (const [name, list] of tables) {
    const entry = registry.find((r) => r.name === name);
    if (!entry) continue;
    await insertRows(tx, entry, list);
    count(name, list.length);
  }
}
