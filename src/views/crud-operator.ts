import type { LogicalFilter } from '@refinedev/core';
import type { FilterOp } from '../registry/define-resource';

const toCrud: Record<FilterOp, LogicalFilter['operator']> = {
  eq: 'eq',
  ne: 'ne',
  lt: 'lt',
  lte: 'lte',
  gt: 'gt',
  gte: 'gte',
  in: 'in',
  nin: 'nin',
  contains: 'contains',
  startsWith: 'startswith',
  between: 'between',
  null: 'null',
};

/** The Refine operator for a contract operator (the data provider maps it back). */
export function crudOperator(op: FilterOp): LogicalFilter['operator'] {
  return toCrud[op];
}
