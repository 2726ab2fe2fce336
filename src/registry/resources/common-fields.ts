import type {
  BooleanField,
  FieldSpec,
  NumberField,
  ReferenceField,
} from '../define-resource';

/**
 * Field shapes many entries share, so a rule about them is written once:
 * `isActive: activeSwitch`, `outletId: parentReference('merchant-outlets', 'Outlet')`,
 * `total: money('Total', { readOnly: true })`.
 * The shared objects are frozen: one entry must never change another's field.
 */

/** The "Active" switch of catalogue rows: on by default, filterable. */
export const activeSwitch = Object.freeze<BooleanField>({
  kind: 'boolean',
  label: 'Active',
  default: true,
  filter: ['eq'],
});

/** Where a row sits in its list (menus, banners, tabs): 0 first. */
export const sortOrder = Object.freeze<FieldSpec>({
  kind: 'number',
  label: 'Sort order',
  integer: true,
  min: 0,
  sortable: true,
});

/** The start of a validity window, filterable by range. */
export const startsAt = Object.freeze<FieldSpec>({
  kind: 'datetime',
  label: 'Starts',
  required: true,
  sortable: true,
  filter: ['between', 'gte', 'lte'],
});

/** The record this row belongs to: required, filterable, deleted with it. */
export function parentReference(to: string, label: string): ReferenceField {
  return {
    kind: 'reference',
    to,
    label,
    required: true,
    onDelete: 'cascade',
    filter: ['eq', 'in'],
  };
}

/** An amount in sen, shown in MYR: `money('Total', { readOnly: true })`. */
export function money(
  label: string,
  options: Omit<NumberField, 'kind' | 'label'> = {},
): NumberField {
  return { kind: 'money', label, ...options };
}

/** A record of another resource, by its `name`: `reference('users', 'Customer', { required: true })`. */
export function reference(
  to: string,
  label: string,
  options: Omit<ReferenceField, 'kind' | 'to' | 'label'> = {},
): ReferenceField {
  return { kind: 'reference', to, label, ...options };
}
