import { describe, expect, it } from 'vitest';
import type { CrudFilter } from '@refinedev/core';
import { buildListQuery } from '../../http/list-query';
import { getResource } from '../../../resources.config';
import type { AnyResource } from '../../registry/define-resource';
import {
  chipLabel,
  controlFilters,
  filterControls,
  pickInlineControls,
  readControlValue,
  type FilterControl,
} from './filter-controls';

function entry(name: string): AnyResource {
  const resource = getResource(name);
  if (!resource) throw new Error(`no entry ${name}`);
  return resource;
}

function control(resource: AnyResource, name: string): FilterControl {
  const found = filterControls(resource).find((c) => c.name === name);
  if (!found) throw new Error(`no control ${name}`);
  return found;
}

function query(filters: CrudFilter[]): string {
  const defined = filters.filter((f) => f.value !== undefined);
  return decodeURIComponent(
    buildListQuery({
      pagination: { mode: 'off' },
      filters: defined,
    }).toString(),
  ).replace('page=1&perPage=100&', '');
}

const demo: AnyResource = {
  name: 'demo',
  subject: 'Demo',
  label: { one: 'Demo', many: 'Demos' },
  fields: {
    kind: {
      kind: 'enum',
      label: 'Kind',
      enumKey: 'order.status',
      filter: ['eq'],
    },
    name: { kind: 'text', label: 'Name', filter: ['startsWith'] },
    note: { kind: 'text', label: 'Note' },
    active: { kind: 'boolean', label: 'Active', filter: ['eq'] },
    placed: { kind: 'datetime', label: 'Placed', filter: ['gte', 'lte'] },
    blob: { kind: 'json', label: 'Blob', filter: ['null'] },
    score: { kind: 'number', label: 'Score', filter: ['between'] },
  },
};

describe('filterControls', () => {
  it('makes one control per filterable field, from its kind and declared operators', () => {
    const controls = filterControls(demo);
    expect(controls.map((c) => [c.name, c.kind])).toEqual([
      ['kind', 'enum'],
      ['name', 'text'],
      ['active', 'boolean'],
      ['placed', 'range'],
      ['score', 'range'],
    ]);
    expect(control(demo, 'kind')).toMatchObject({ multiple: false });
    expect(control(demo, 'name')).toMatchObject({ op: 'startswith' });
  });

  it('offers a multi-select for an enum that declares `in` and a server search for references', () => {
    const orders = entry('orders');
    expect(control(orders, 'status')).toMatchObject({
      kind: 'enum',
      multiple: true,
    });
    expect(control(orders, 'outletId')).toMatchObject({
      kind: 'reference',
      to: 'merchant-outlets',
      multiple: true,
    });
  });

  it('limits a saved view to the states its own filter lets through, as one value', () => {
    const status = control(entry('payout-request'), 'resolvedStatus');
    expect(status).toMatchObject({
      kind: 'enum',
      multiple: false,
      options: ['PENDING', 'REVIEWED', 'VERIFIED', 'APPROVED'],
    });
  });
});

describe('controlFilters → query', () => {
  it('sends a multi-select as `in` and clears a tab`s `eq`', () => {
    const status = control(entry('orders'), 'status');
    const filters = controlFilters(status, ['PENDING', 'READY']);
    expect(filters).toContainEqual({
      field: 'status',
      operator: 'eq',
      value: undefined,
    });
    expect(query(filters)).toBe('search[status][in]=PENDING,READY');
    expect(query(controlFilters(status, []))).toBe('page=1&perPage=100');
  });

  it('sends money in sen from ringgit, as `between` when both bounds are given', () => {
    const total = control(entry('orders'), 'total');
    expect(total).toMatchObject({ kind: 'range', money: true });
    expect(query(controlFilters(total, { from: '10.50', to: '20' }))).toBe(
      'search[total][between]=1050,2000',
    );
  });

  it('falls back to gte/lte for one bound when the field declares them', () => {
    const placed = control(demo, 'placed');
    expect(query(controlFilters(placed, { from: '2026-01-01', to: '' }))).toBe(
      'search[placed][gte]=2026-01-01',
    );
    expect(
      query(controlFilters(placed, { from: '2026-01-01', to: '2026-01-31' })),
    ).toBe('search[placed][gte]=2026-01-01&search[placed][lte]=2026-01-31');
  });

  it('sends nothing for a between-only range until both bounds are set', () => {
    const score = control(demo, 'score');
    expect(query(controlFilters(score, { from: '3', to: '' }))).toBe(
      'page=1&perPage=100',
    );
    expect(query(controlFilters(score, { from: '3', to: '9' }))).toBe(
      'search[score][between]=3,9',
    );
  });

  it('sends booleans and texts with the declared operator', () => {
    expect(query(controlFilters(control(demo, 'active'), 'false'))).toBe(
      'search[active]=false',
    );
    expect(query(controlFilters(control(demo, 'name'), '  Nasi '))).toBe(
      'search[name][startsWith]=Nasi',
    );
  });
});

describe('readControlValue', () => {
  it('restores the panel from URL filters, money back in ringgit', () => {
    const orders = entry('orders');
    const fromUrl: CrudFilter[] = [
      { field: 'status', operator: 'in', value: ['PENDING', 'READY'] },
      { field: 'total', operator: 'between', value: ['1050', '2000'] },
      { field: 'outletId', operator: 'eq', value: '7' },
    ];
    expect(readControlValue(control(orders, 'status'), fromUrl)).toEqual([
      'PENDING',
      'READY',
    ]);
    expect(readControlValue(control(orders, 'total'), fromUrl)).toEqual({
      from: '10.5',
      to: '20',
    });
    expect(readControlValue(control(orders, 'outletId'), fromUrl)).toEqual([
      '7',
    ]);
  });

  it('reads object-shaped arrays that long query strings parse into', () => {
    const status = control(entry('orders'), 'status');
    const filters: CrudFilter[] = [
      { field: 'status', operator: 'in', value: { 0: 'PENDING', 1: 'READY' } },
    ];
    expect(readControlValue(status, filters)).toEqual(['PENDING', 'READY']);
  });
});

describe('chipLabel', () => {
  it('says what a chip filters in words', () => {
    const orders = entry('orders');
    expect(chipLabel(control(orders, 'status'), ['PENDING', 'READY'])).toBe(
      'Status: Pending, Ready',
    );
    expect(chipLabel(control(orders, 'total'), { from: '10', to: '' })).toMatch(
      /^Total: ≥ RM\s?10\.00$/,
    );
    expect(chipLabel(control(demo, 'active'), 'true')).toBe('Active: Yes');
  });
});

describe('pickInlineControls', () => {
  it('puts the state field, then references, then other single inputs in the bar', () => {
    const orders = entry('orders');
    const { inline, more } = pickInlineControls(filterControls(orders), {
      stateField: orders.stateField,
      count: 3,
    });
    expect(inline.map((c) => c.name)).toEqual([
      'status',
      'customerId',
      'outletId',
    ]);
    expect(more.map((c) => c.name)).toContain('channel');
    expect(more.map((c) => c.name)).toContain('total');
  });

  it('never puts a range in the bar and keeps every control somewhere', () => {
    const controls = filterControls(demo);
    const { inline, more } = pickInlineControls(controls, { count: 5 });
    expect(inline.map((c) => c.name)).toEqual(['kind', 'active', 'name']);
    expect([...inline, ...more]).toHaveLength(controls.length);
  });
});
