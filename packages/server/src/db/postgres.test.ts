import { describe, expect, it } from 'vitest';
import { preparedNames } from './postgres';

describe('preparedNames', () => {
  it('names a statement from its second call on, the same name every time', () => {
    const nameOf = preparedNames();
    const sql = 'SELECT balance FROM wallets WHERE account_id = $1';
    expect(nameOf(sql)).toBeUndefined();
    const name = nameOf(sql);
    expect(name).toMatch(/^p[\w-]{20}$/u);
    expect(nameOf(sql)).toBe(name);
    expect(nameOf('SELECT 1')).toBeUndefined();
    expect(nameOf('SELECT 1')).not.toBe(name);
  });

  it('leaves statements with optional filters unnamed: a generic plan runs them slower', () => {
    const nameOf = preparedNames();
    const sql = 'SELECT id FROM games WHERE ($2::text IS NULL OR vassalage = $2) AND type = $1';
    nameOf(sql);
    expect(nameOf(sql)).toBeUndefined();
    const notNull = 'SELECT id FROM games WHERE $1 is not null';
    nameOf(notNull);
    expect(nameOf(notNull)).toBeUndefined();
  });

  it('remembers at most its limit of statements, so SQL built with values cannot fill memory', () => {
    const nameOf = preparedNames(2);
    for (const sql of ['SELECT 1', 'SELECT 2', 'SELECT 3']) nameOf(sql);
    expect(nameOf('SELECT 1')).toBeDefined();
    expect(nameOf('SELECT 3')).toBeUndefined();
    expect(nameOf('SELECT 3')).toBeUndefined();
  });
});
