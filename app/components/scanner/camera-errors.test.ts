import { describe, expect, it } from 'vitest';
import { cameraProblem } from './camera-errors';

const thrown = (name: string) => Object.assign(new Error(name), { name });

describe('cameraProblem', () => {
  it('tells a refused permission from a missing or busy camera', () => {
    expect(cameraProblem(thrown('NotAllowedError'))).toBe('denied');
    expect(cameraProblem(thrown('SecurityError'))).toBe('denied');
    expect(cameraProblem(thrown('NotFoundError'))).toBe('noCamera');
    expect(cameraProblem(thrown('OverconstrainedError'))).toBe('noCamera');
    expect(cameraProblem(thrown('NotReadableError'))).toBe('inUse');
  });

  it('reads DOMException-like objects and falls back to a generic failure', () => {
    expect(cameraProblem({ name: 'NotAllowedError', message: '' })).toBe('denied');
    expect(cameraProblem(thrown('TypeError'))).toBe('failed');
    expect(cameraProblem('boom')).toBe('failed');
    expect(cameraProblem(null)).toBe('failed');
  });
});
