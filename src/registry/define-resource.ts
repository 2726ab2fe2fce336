import type {
  EffectName,
  MenuIconName,
  ReportEndpoint,
  WarningCheckName,
} from './names';
/**
 * The resource registry's types. Pure data and types only: no React, MUI or
 * Refine imports, because `server/` imports this module too.
 *
 * One entry describes a resource once; the console derives menu, routes,
 * views, filters, actions and abilities from it, and the reference API derives
 * its table, validation, seed data and OpenAPI paths from the same entry.
 */
import type { EnumKey, EnumValue, RoleName } from './enums';

/** The API's list-query operators (`search[field][op]=v`); `eq` is the bare form. */
export type FilterOp =
  | 'eq'
  | 'ne'
  | 'lt'
  | 'lte'
  | 'gt'
  | 'gte'
  | 'in'
  | 'nin'
  | 'contains'
  | 'startsWith'
  | 'between'
  | 'null';

interface FieldBase {
  /** Column header, form label and show-page label. */
  label: string;
  /** Help text under the form input and as a tooltip on the show page. */
  help?: string;
  /** A value must be given on create (and may not be cleared on edit). */
  required?: boolean;
  /** Set by the server (ids, codes, totals, timestamps); never in a form. */
  readOnly?: boolean;
  /**
   * Given when the record is created and never changed after (the user a
   * settings row belongs to): an update sending another value is a 422 on
   * the field, and the edit form shows the value without an input.
   */
  createOnly?: boolean;
  /** Which forms show the field; default both unless `readOnly`. */
  form?: 'create' | 'edit' | 'both' | 'none';
  /** Part of the free-text search `q`. */
  searchable?: boolean;
  /** May be used in `sort`; indexed by the server. */
  sortable?: boolean;
  /** Operators allowed in `search[field][op]`; indexed by the server. */
  filter?: readonly FilterOp[];
  /** Unique across the table (a unique index; a 422 on clash). */
  unique?: boolean;
  /**
   * Not among the list's columns when the entry does not choose them; the
   * user may still turn it on in the grid's columns panel.
   */
  hiddenInList?: boolean;
  /** Show-page section key; default 'details'. */
  section?: string;
  /** What the field means to the seed generator, so its values look real. */
  seed?: SeedHint;
  /**
   * Another date or time field of the record this one may not precede
   * (`endsAt: { notBefore: 'startsAt' }`): a 422 on this field otherwise.
   */
  notBefore?: string;
}

/**
 * What a field means, so the seed generator makes realistic values for it
 * (Malaysian marketplace). Hints of one catalogue (`payment-method.name`,
 * `payment-method.code`, …) give the fields of a row values that belong
 * together; `image.*` hints draw a picture of the row's title, served by
 * the API itself.
 */
export type SeedHint =
  | 'person.name'
  | 'person.email'
  | 'phone'
  | 'company'
  | 'merchant.name'
  | 'merchant.legalName'
  | 'outlet.name'
  | 'address'
  | 'address.line2'
  | 'city'
  | 'postcode'
  | 'menu.name'
  | 'cuisine'
  | 'category'
  | 'extra.name'
  | 'word'
  | 'order.note'
  | 'order-line.note'
  | 'deletion.reason'
  | 'receipt.footer'
  | 'operating-plan'
  | 'outlet.pause.reason'
  | 'happy-hour'
  | 'promo-period'
  | 'promo-rule.group'
  | 'promo-rule.value'
  | 'scanner.model'
  | 'deep-link'
  | 'code'
  | 'promo.code'
  | 'token'
  | 'external.id'
  | 'bank.account'
  | 'version'
  | 'ip'
  | 'ip.lan'
  | 'user-agent'
  | 'image.food'
  | 'image.avatar'
  | 'image.logo'
  | 'image.banner'
  | `payment-method.${'name' | 'code' | 'type' | 'gateway'}`
  | `bank.${'name' | 'swift'}`
  | `holiday.${'name' | 'date' | 'scope' | 'state' | 'description'}`
  | `setting.${'key' | 'value' | 'valueType' | 'group' | 'description'}`
  | `permission.${'key' | 'name' | 'module' | 'scope' | 'description'}`
  | `alert.${'title' | 'message' | 'type'}`
  | `notification.${'title' | 'body'}`
  | `promo.${'title' | 'message' | 'type'}`
  | `announcement.${'title' | 'message' | 'tone'}`
  | `enquiry.${'subject' | 'message' | 'category'}`
  | `enquiry-label.${'name' | 'color'}`
  | `canned-reply.${'title' | 'body'}`
  | `device.${'model' | 'platform' | 'os'}`
  | `extra-charge.${'name' | 'type'}`
  | `printer.${'name' | 'purpose'}`
  | `printer-layout.${'name' | 'purpose' | 'template'}`
  | `promo-condition.${'name' | 'subject' | 'description'}`
  | `transaction.${'type' | 'description'}`
  | `zcoin.${'type' | 'description'}`
  | `app-release.${'platform' | 'storeUrl' | 'releaseNotes'}`
  | `attachment.${'fileName' | 'contentType' | 'url'}`
  | `place.${'street' | 'city' | 'state' | 'postcode' | 'location'}`
  | `dish.${'name' | 'price' | 'description'}`
  | 'rating';

export interface TextField extends FieldBase {
  kind: 'text' | 'longText' | 'email' | 'phone' | 'url' | 'image' | 'color';
  minLength?: number;
  maxLength?: number;
  /** A regular expression source the whole value must match. */
  pattern?: string;
  /** The message shown when `pattern` fails. */
  patternMessage?: string;
  /**
   * Every value is these letters and then digits (`ORD` for ORD0001234):
   * the server makes such codes, the validator holds values to the shape
   * (in place of `pattern`), and a search with letters in it reads the
   * codes that start with it instead of every code that contains it
   * (`codeStart`), which at 10M orders is a b-tree range, not a trigram
   * scan of postings every code shares.
   */
  codePrefix?: string;
}

export interface NumberField extends FieldBase {
  /**
   * `money` is an integer amount in minor units (sen for MYR); `percent` is
   * 0–100 with two decimals; `number` is any number unless `integer`.
   */
  kind: 'number' | 'money' | 'percent';
  min?: number;
  max?: number;
  integer?: boolean;
}

export interface BooleanField extends FieldBase {
  kind: 'boolean';
  default?: boolean;
}

export interface EnumField<K extends EnumKey = EnumKey> extends FieldBase {
  kind: 'enum';
  /** Key into `enums` (served by `/enums`). */
  enumKey: K;
  default?: EnumValue<K>;
  /**
   * The field holds the record's user type and ranks it (users' `userType`):
   * only admins set it, and a non-admin manages only records ranked below
   * their own type (see `policy.ts`).
   */
  authority?: true;
}

export interface TemporalField extends FieldBase {
  /** date = `YYYY-MM-DD`, datetime = ISO-8601 instant, time = `HH:mm`. */
  kind: 'date' | 'datetime' | 'time';
  /**
   * A `datetime` the server sets to the time of every write that changes one
   * of these fields of the record (an outlet's payout account: bank, number,
   * holder), and to nothing else: when they last changed, empty while they
   * never have. Declare it `readOnly`. Checked by registry.test.ts.
   */
  stampsChangeOf?: readonly string[];
}

export interface ReferenceField extends FieldBase {
  /** One record (`reference`, a foreign key) or several (`references`, an id array). */
  kind: 'reference' | 'references';
  /** The referenced resource's `name`. Checked by registry.test.ts. */
  to: string;
  /** What happens to this row when the referenced one is deleted; default 'restrict' (409). */
  onDelete?: 'restrict' | 'cascade' | 'set-null';
  /**
   * Text fields of the referenced record that find this one in `q`, for
   * what operators know a record by (an order by its customer's name, phone
   * or e-mail); `reference` only. The list's placeholder names them.
   */
  searchBy?: readonly string[];
}

export interface JsonField extends FieldBase {
  kind: 'json' | 'geo';
}

export type FieldSpec =
  | TextField
  | NumberField
  | BooleanField
  | EnumField
  | TemporalField
  | ReferenceField
  | JsonField;

export type FieldKind = FieldSpec['kind'];

/** Values of the enum field `S` of field map `F`: the states of a state machine. */
export type StateOf<F, S> = S extends keyof F
  ? F[S] extends { kind: 'enum'; enumKey: infer K extends EnumKey }
    ? EnumValue<K>
    : never
  : never;

/**
 * When a call needs approval. Declarative, so the console says so before
 * the call and the API decides the same way:
 * - a number field of the record (or of the action's `input`) above a
 *   limit, e.g. a refund of more than RM 100: `{ field: 'total', above: 10000 }`;
 * - an edit that changes any of these fields, e.g. the payout account:
 *   `{ changes: ['bankId', 'bankAccountNumber', 'bankAccountName'] }`.
 */
export type ApprovalCondition =
  { field: string; above: number } | { changes: readonly string[] };

/**
 * A call held for a second person's approval (decision 030): it is stored
 * as a pending approval request and runs, exactly as asked, once someone
 * else approves it.
 */
export interface ApprovalSpec {
  /** Only calls that meet this condition are held; without it, every call is. */
  when?: ApprovalCondition;
  /**
   * Who approves, in the console's words ("a finance reviewer"). The
   * permissions decide: `approval-requests.approve`, reading the record
   * and, on an authority entry (roles), being an admin.
   */
  by?: string;
  /**
   * An admin's call is held too, for another admin: a change of authority
   * (a role's permissions). It runs at once when no other active admin
   * exists, since nobody could approve it.
   */
  admins?: true;
  /** What the queue calls an edit or a set change it holds ("Payout account change"); an action's is its label. */
  label?: string;
}

export interface ActionSpec<State extends string = string> {
  /** Button and menu label. */
  label: string;
  /** States the record must be in; empty for commands allowed in any state. */
  from: readonly State[];
  /** The state the record moves to; omitted for commands (send-e-receipt). */
  to?: State;
  /**
   * The only built-in roles whose default permission set holds this action's
   * key (`built-in-roles.ts`); default: those holding the entry's other keys.
   * Afterwards the roles' permissions in the database decide.
   */
  roles?: readonly RoleName[];
  /** Whether the user must type a reason. */
  reason?: 'required' | 'optional';
  /**
   * Field the typed reason is stored in (e.g. `'cancellationReason'`), so the
   * record itself says why it was rejected; the audit log keeps it either way.
   */
  reasonField?: string;
  /**
   * Fields of the record the action's dialog asks for and sends in the body
   * beside `reason` (revise an order line: `['quantity']`); validated as on edit.
   */
  input?: readonly string[];
  /** Confirmation text; every action that moves money or an order's state has one. */
  confirm?: string;
  /** Also offered as `POST /admin/{resource}/bulk-{action}`. */
  bulk?: boolean;
  /** Colour of the button. */
  tone?: 'primary' | 'success' | 'warning' | 'error' | 'info';
  /**
   * The same user may not take this action on a record whose `field` they
   * set (four-eyes), e.g. `{ notBy: 'reviewedBy' }`.
   */
  fourEyes?: { notBy: string };
  /** Field set to the acting user's id when the action succeeds. */
  stampBy?: string;
  /** Field set to the current time when the action succeeds. */
  stampAt?: string;
  /** A server-side effect beyond the state change, by name (server/resources/effects). */
  effect?: EffectName;
  /** Calls of anyone but an admin wait for another person's approval. */
  approval?: ApprovalSpec;
}

/** A resource that logs another's state changes, and its columns (order-status-logs). */
export interface StateHistory {
  /** The log's API name. */
  resource: string;
  /** Its reference to the record whose state moved. */
  record: string;
  from: string;
  to: string;
  /** Its reference to the user who moved it. */
  by: string;
  /** Where the action's typed reason goes, when the log keeps one. */
  reason?: string;
}

export type Operation =
  'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | 'import';

export type MenuGroupKey =
  | 'user-management'
  | 'management'
  | 'report'
  | 'favourites'
  | 'pockets'
  | 'zcoin'
  | 'system-settings'
  | 'merchants'
  | 'finance'
  | 'promotion'
  | 'z-city';

export interface MenuSpec {
  group: MenuGroupKey;
  /** Position within the group (or within `parent`). */
  order: number;
  /** Material icon name, e.g. 'payments' (names, not components: the registry is data). */
  icon: MenuIconName;
  /** Menu title when it differs from `label.many` ("Bulk Notifications"). */
  title?: string;
  /** Nest under a parent node of `menu.ts` ("Promotions › Periods"). */
  parent?: string;
  /** A named badge the shell computes, e.g. the pending-payout red dot. */
  badge?: 'pendingPayout';
  /**
   * A count beside the title: how many of the
   * entry's records are in this state of its state field ("3" pending
   * withdrawals), kept current over the socket. `financeDesk` shows it only
   * to holders of the finance or reviewer role, who act on those records:
   * like the pending-payout dot, nobody else pays a request for it.
   */
  badgeContent?: { countState: string; financeDesk?: boolean };
  /** The CASL action the user needs on the entry's subject to see the item; default 'read'. */
  action?: string;
}

/** The screens that are richer than the generic ones; keys into a UI-side map. */
export type CustomView =
  | 'order-show'
  | 'settlement-show'
  | 'outlet-show'
  | 'menu-show'
  | 'holiday-calendar'
  | 'report'
  | 'enquiries-inbox'
  | 'statement'
  | 'approvals';

/**
 * What a list's card shows on a phone (below 600 px), where a grid's columns
 * do not fit: a heading, a few labelled lines and a row of short values.
 * Absent parts take the defaults of `cardFields` (list-extras.ts).
 */
export interface CardSpec<Name extends string = string> {
  /** The card's heading and link to the record; default the title field. */
  title?: Name;
  /** Labelled lines under the heading: who, where. */
  subtitle?: readonly Name[];
  /** Short values along the card: the state chip, an amount, a date. */
  meta?: readonly Name[];
}

export interface RelatedList {
  /** The child resource. */
  resource: string;
  /** The child's reference field that points at this record. */
  field: string;
  title?: string;
}

/**
 * A report entry's rows for one record only (a merchant's outlets), over a
 * date range: `GET /admin/{name}/{id}/{path}?from=&to=`. The report's
 * reference field to this resource is the scope. Checked by registry.test.ts.
 */
export interface ReportSection {
  kind: 'report';
  /** The report entry's `name` (`outlets-performance`). */
  report: string;
  path: string;
  title: string;
}

/**
 * The records a join resource links to this one (a role's permissions),
 * read and replaced as one set: `GET` and `PUT /admin/{name}/{id}/{path}`
 * with `{ "<member>s": [ids] }`, in one transaction. Checked by registry.test.ts.
 */
export interface MemberSetSection {
  kind: 'member-set';
  /** The join resource (`role-permissions`). */
  via: string;
  /** The join's reference to the members (`permissionId`); its other reference points here. */
  member: string;
  path: string;
  title: string;
  /** A member field whose values split the choices into tabs (`scope`: Admin, Merchant). */
  split?: string;
  /** A member field whose values group the choices within a tab (`module`). */
  groupBy?: string;
  /** Saving the set waits for another person's approval (a role's permissions: another admin). */
  approval?: ApprovalSpec;
}

/** A show-page section beyond the record's fields and related lists. */
export type ShowSection = ReportSection | MemberSetSection;

export interface ResourceConfig<
  N extends string = string,
  F extends Record<string, FieldSpec> = Record<string, FieldSpec>,
  S extends (keyof F & string) | undefined = (keyof F & string) | undefined,
  State extends string = string,
  Sub extends string = string,
> {
  /** API path segment, kebab-case plural: `/api/v1/admin/{name}`. */
  name: N;
  /** Console route under /admin when it differs from `name` ("promotions/promotion-periods"). */
  route?: string;
  /** CASL subject, PascalCase singular. */
  subject: Sub;
  label: { one: string; many: string };
  /** Field map; `id`, `createdAt` and `updatedAt` are implicit on every resource. */
  fields: F;
  /** Operations offered; default list, show, create, edit, delete, export. */
  operations?: readonly Operation[];
  /** The field whose value is the record's title (links, breadcrumbs, autocompletes). */
  titleField?: keyof F & string;
  /**
   * What people know a record by, that the command palette (Ctrl+K / ⌘K)
   * finds it by: some of the entry's search terms (a searchable text field,
   * or a reference with `searchBy`: an order by its customer's phone). Only
   * entries with `findBy` are searched there, so each keystroke costs a few
   * indexed queries, not one per table. Checked by registry.test.ts.
   */
  findBy?: readonly (keyof F & string)[];
  menu?: MenuSpec;
  /** The enum field that actions move between states. */
  stateField?: S;
  /** Transitions and commands, keyed by their API verb (`'cancel-and-refund'`). */
  actions?: Readonly<Record<string, ActionSpec<State>>>;
  /**
   * Where each state change is logged besides the audit log: the server
   * writes a row there in the action's transaction, and the record's
   * activity timeline reads it.
   */
  history?: StateHistory;
  list?: {
    /**
     * The columns the list shows, in order; without them, every field not
     * `hiddenInList`. Those a 1280 px screen with the sidebar open has no
     * room for start hidden, by priority (list-columns.ts); they and every
     * other field stay one click away in the grid's columns panel.
     */
    columns?: readonly (keyof F & string)[];
    defaultSort?: `${'' | '-'}${(keyof F & string) | 'createdAt' | 'updatedAt' | 'id'}`;
    /** Status tabs with live counts above the grid (the state field's values). */
    statusTabs?: boolean;
    /**
     * A window of the default order (a day, a week) is listed sorted by any
     * column: the default column's index carries every sortable column, so
     * the window's page is read from that index alone, not from the table.
     * For tables that reach millions of rows; it widens that index.
     */
    windowed?: boolean;
    /** What a phone's card shows instead of the columns. */
    cards?: CardSpec<(keyof F & string) | 'id' | 'createdAt' | 'updatedAt'>;
    /**
     * Number and money fields the list sums over its filtered rows, shown
     * under the grid (`totals=`; checked by statement.test.ts).
     */
    totals?: readonly (keyof F & string)[];
  };
  show?: {
    related?: readonly RelatedList[];
    view?: CustomView;
    sections?: readonly ShowSection[];
  };
  /** A custom list screen instead of the generic grid. */
  listView?: CustomView;
  /**
   * Edits that wait for another person's approval: those that meet `when`
   * (`{ changes: [fields] }`, a merchant's payout account). The whole edit
   * is held and runs as sent once approved.
   */
  editApproval?: ApprovalSpec;
  /**
   * The built-in roles whose default permission sets hold every key of this
   * entry, and the only ones that hold any (the finance screens); without it,
   * each role's `grants` decide. Afterwards the database decides.
   */
  access?: readonly RoleName[];
  /**
   * The resource decides who holds what (roles, their permissions, grants):
   * only admins create, change, delete or import its records; everyone else
   * with access reads them. So nobody grants what they do not hold.
   */
  authority?: true;
  /**
   * Records the code depends on by name: those whose `flag` is true are
   * never deleted, and their `fixed` fields never change (409 with `why`).
   */
  builtIn?: { flag: string; fixed: readonly string[]; why: string };
  /**
   * The reference to the user whose account a record belongs to (sessions,
   * social logins, deletion requests): writing it needs the right to update
   * that user, so nobody signs out or erases someone who outranks them.
   */
  accountOf?: string;
  /**
   * Field sets unique together (a composite unique index; a 422 on clash),
   * e.g. `[['userId', 'roleId']]` so a role is granted to a user once.
   */
  uniqueTogether?: readonly (readonly (keyof F & string)[])[];
  /**
   * Every write of a record stores a revision (who, when, why, what changed,
   * the record afterwards), which its page lists, compares and restores
   * (revisions.ts). `false` keeps none: append-only logs, or tables so busy
   * that their audit trail is enough.
   */
  revisions?: false;
  /** Rows the seed makes at SEED_SCALE=1; default 20. */
  seedCount?: number;
  /**
   * A check the server runs on every record it answers with (show, list,
   * bulk report), adding what is suspicious about it as the record's
   * `warnings` (`RecordWarning[]`, record-warnings.ts): the console shows
   * them beside the record's actions, in their dialogs and in the list.
   */
  warnings?: WarningCheckName;
  /** A report resource has no table: the server computes it from `orders`. */
  report?: { endpoint: ReportEndpoint };
  /**
   * A saved view of another resource: no table of its own, the same API with a
   * fixed filter (Finance › Payout Request = settlements still in flight).
   */
  source?: {
    resource: string;
    filter: { field: string; op: FilterOp; value: string | readonly string[] };
  };
}

/**
 * Any entry, whatever its generic parameters. Written out rather than
 * `ResourceConfig<string, …>` because TypeScript measures `keyof F` as
 * contravariant and would reject every concrete entry.
 */
export interface AnyResource extends Omit<
  ResourceConfig,
  'fields' | 'titleField' | 'findBy' | 'stateField' | 'list' | 'uniqueTogether'
> {
  fields: Readonly<Record<string, FieldSpec>>;
  uniqueTogether?: readonly (readonly string[])[];
  titleField?: string;
  findBy?: readonly string[];
  stateField?: string;
  list?: {
    columns?: readonly string[];
    defaultSort?: string;
    statusTabs?: boolean;
    windowed?: boolean;
    cards?: CardSpec;
    totals?: readonly string[];
  };
}

/**
 * Returns its argument unchanged; its generics make an unknown column, sort
 * field, state field or action state a compile error.
 *
 * @example
 * export const banks = defineResource({
 *   name: 'banks', subject: 'Bank', label: { one: 'Bank', many: 'Banks' },
 *   fields: { name: { kind: 'text', label: 'Name', required: true } },
 * });
 */
export function defineResource<
  const N extends string,
  const F extends Record<string, FieldSpec>,
  const S extends (keyof F & string) | undefined = undefined,
  const Sub extends string = string,
>(
  config: ResourceConfig<N, F, S, StateOf<F, S>, Sub>,
): ResourceConfig<N, F, S, StateOf<F, S>, Sub> {
  return config;
}
