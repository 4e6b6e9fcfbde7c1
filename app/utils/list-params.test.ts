import { describe, expect, it } from 'vitest';
import { listStatusSchema } from './list-params';

describe('listStatusSchema', () => {
  it('takes the four statuses and falls back to the given status for anything else', () => {
    const schema = listStatusSchema('active');
    for (const status of ['active', 'inactive', 'deleted', 'all']) expect(schema.parse(status)).toBe(status);
    for (const status of ['ACTIVE', 'gone', '', undefined, null]) expect(schema.parse(status)).toBe('active');
    expect(listStatusSchema('all').parse('gone')).toBe('all');
  });
});
