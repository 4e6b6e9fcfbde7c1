import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from './client.server';
import { constantInText, limitInText, preparedPerHandle } from './prepared.server';

describe('preparedPerHandle', () => {
  it('builds a statement once per database handle and shape', () => {
    const builds: string[] = [];
    const statement = preparedPerHandle((_db, perPage: number) => {
      builds.push(`page_${perPage}`);
      return { name: `page_${perPage}` };
    });
    const one = {} as DbOrTx;
    const other = {} as DbOrTx;
    expect(statement(one, 25)).toBe(statement(one, 25));
    expect(statement(one, 10)).not.toBe(statement(one, 25));
    expect(statement(other, 25)).not.toBe(statement(one, 25));
    expect(builds).toEqual(['page_25', 'page_10', 'page_25']);
  });
});

describe('limitInText', () => {
  it('writes the limit into the text, not as a parameter', () => {
    const query = new PgDialect().sqlToQuery(sql`select 1 limit ${limitInText(25)}`);
    expect(query).toEqual({ sql: 'select 1 limit 25', params: [] });
  });

  it('takes only whole numbers', () => {
    expect(() => limitInText(2.5)).toThrow(RangeError);
    expect(() => limitInText(-1)).toThrow(RangeError);
    expect(() => limitInText(Number.NaN)).toThrow(RangeError);
  });
});

describe('constantInText', () => {
  it('writes a constant of the code into the text, not as a parameter', () => {
    const query = new PgDialect().sqlToQuery(sql`select 1 where status = ${constantInText('in_progress')}`);
    expect(query).toEqual({ sql: "select 1 where status = 'in_progress'", params: [] });
  });

  it('takes only lower-case words, nothing that could close the quote', () => {
    expect(() => constantInText("open' or '1'='1")).toThrow(RangeError);
    expect(() => constantInText('')).toThrow(RangeError);
    expect(() => constantInText('Open')).toThrow(RangeError);
  });
});
