import { describe, expect, test } from 'vitest';
import { ApiError } from './errors';
import { fieldListParam } from './field-list-param';

const allowed = ['outletId', 'customerId'];
const parse = (query: Record<string, unknown>) =>
  fieldListParam(query, 'include', allowed, 'orders');

function errorsOf(run: () => unknown): Record<string, string[]> {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 422)
      return error.errors ?? {};
    throw error;
  }
  throw new Error('expected a 422');
}

describe('fieldListParam', () => {
  test('absent or empty names nothing', () => {
    expect(parse({})).toEqual([]);
    expect(parse({ include: '' })).toEqual([]);
    expect(parse({ include: '  ' })).toEqual([]);
  });

  test('a comma list of allowed names, trimmed and each once', () => {
    expect(parse({ include: 'outletId, customerId,outletId' })).toEqual([
      'outletId',
      'customerId',
    ]);
  });

  test('a name not allowed is a 422 on the parameter saying what is', () => {
    expect(errorsOf(() => parse({ include: 'outletId,code' }))).toEqual({
      include: [
        '"code" cannot be in include of orders; use outletId, customerId',
      ],
    });
  });

  test('a long hostile name is echoed cut short', () => {
    const [message] =
      errorsOf(() => parse({ include: 'x'.repeat(5000) })).include ?? [];
    expect(message?.length).toBeLessThan(120);
  });

  test('an empty entry, a repeated parameter or an object is a 422', () => {
    expect(errorsOf(() => parse({ include: 'outletId,' })).include).toEqual([
      'include has an empty entry',
    ]);
    expect(
      errorsOf(() => parse({ include: ['outletId', 'customerId'] })).include,
    ).toEqual(['include must be one comma list']);
    expect(
      errorsOf(() => parse({ include: { outletId: '1' } })).include,
    ).toEqual(['include must be one comma list']);
  });

  test('a list of thousands of names is one short 422', () => {
    expect(
      errorsOf(() => parse({ include: 'x,'.repeat(5000) })).include,
    ).toEqual(['include takes at most 20 fields']);
  });

  test('a resource with nothing to name says so', () => {
    expect(
      errorsOf(() => fieldListParam({ facets: 'name' }, 'facets', [], 'banks')),
    ).toEqual({
      facets: ['"name" cannot be in facets of banks; it takes no fields'],
    });
  });
});
