import { describe, expect, test } from 'vitest';
import { resources } from '../../resources.config';
import {
  defaultConstraintName,
  fromDatabase,
  schemaNames,
  type PgLikeError,
} from './database-errors';

const names = schemaNames(resources);
const map = (error: PgLikeError) => fromDatabase(error, names);

describe('defaultConstraintName', () => {
  test('is table_column_label while it fits in 63 characters', () => {
    expect(defaultConstraintName('banks', 'swift_code', 'key')).toBe(
      'banks_swift_code_key',
    );
  });

  test('shortens the longer of table and column until it fits, as PostgreSQL does', () => {
    const name = defaultConstraintName('t'.repeat(40), 'c'.repeat(40), 'fkey');
    expect(name).toHaveLength(63);
    expect(name).toBe(`${'t'.repeat(29)}_${'c'.repeat(28)}_fkey`);
  });
});

describe('fromDatabase', () => {
  test('a unique violation on a known column is a 422 on that field', () => {
    const error = map({
      code: '23505',
      constraint: 'cuisines_name_key',
      table: 'cuisines',
      detail: 'Key (name)=(Malay) already exists.',
    });
    expect(error?.statusCode).toBe(422);
    expect(error?.errors).toEqual({
      name: ['Another cuisine already has this name'],
    });
  });

  test('a numbered clash of a shortened name still finds its field', () => {
    expect(
      map({ code: '23505', constraint: 'cuisines_name_key1' })?.errors,
    ).toHaveProperty('name');
  });

  test('a unique violation on an unknown constraint is a 409', () => {
    const error = map({ code: '23505', constraint: 'somewhere_else_key' });
    expect(error?.statusCode).toBe(409);
    expect(error?.errors).toBeUndefined();
  });

  test.each([
    ['23001', 'Key (id)=(4) is referenced from table "menus".'],
    ['23503', 'Key (id)=(4) is still referenced from table "menus".'],
  ])(
    '%s on a delete is a 409 naming the records that refer to it',
    (code, detail) => {
      const error = map({
        code,
        constraint: 'menus_category_id_fkey',
        table: 'menus',
        detail,
      });
      expect(error?.statusCode).toBe(409);
      expect(error?.message).toBe(
        'This record is still referred to by Menus (Category)',
      );
    },
  );

  test('23503 on an insert is a 409 on the reference whose record is gone', () => {
    const error = map({
      code: '23503',
      constraint: 'menus_category_id_fkey',
      table: 'menus',
      detail:
        'Key (category_id)=(999) is not present in table "menu_categories".',
    });
    expect(error?.statusCode).toBe(409);
    expect(error?.errors?.categoryId?.[0]).toMatch(/no longer exists/);
  });

  test('a not-null violation is a 422 on the column', () => {
    const error = map({ code: '23502', table: 'cuisines', column: 'name' });
    expect(error?.statusCode).toBe(422);
    expect(error?.errors).toEqual({ name: ['Name is required'] });
  });

  test('a check violation is a 422 on the column', () => {
    const error = map({ code: '23514', constraint: 'orders_status_check' });
    expect(error?.statusCode).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toEqual(['status']);
  });

  test.each([
    ['23P01', 409],
    ['23000', 409],
    ['22001', 422],
    ['22003', 422],
    ['22007', 422],
    ['22008', 422],
    ['22021', 422],
    ['22P02', 422],
    ['22012', 422],
    ['54000', 422],
  ])('%s is a %i without SQL in the message', (code, status) => {
    const error = map({
      code,
      detail: 'Failing row contains (secret).',
    });
    expect(error?.statusCode).toBe(status);
    expect(error?.message).not.toMatch(/secret|select|insert/i);
  });

  test.each(['40001', '40P01', '55P03'])(
    '%s (serialisation, deadlock, lock) is a 409 the client may retry',
    (code) => {
      const error = map({ code });
      expect(error?.statusCode).toBe(409);
      expect(error?.extra).toEqual({ retryable: true });
    },
  );

  test.each([{ code: '42P01' }, { code: '57014' }, { code: 42 }, {}])(
    '%o is not a client error (a defect, answered as a 500)',
    (error) => {
      expect(map(error)).toBeUndefined();
    },
  );
});
