import { describe, expect, it } from 'vitest';
import { pageNeedsScripts } from './page-scripts';

describe('pageNeedsScripts', () => {
  it('hydrates a page no route speaks for', () => {
    expect(pageNeedsScripts([])).toBe(true);
    expect(pageNeedsScripts([{ handle: undefined }, { handle: { title: 'x' } }])).toBe(true);
  });

  it('serves plain HTML below a layout that says so', () => {
    expect(pageNeedsScripts([{}, { handle: { scripts: false } }, { handle: undefined }])).toBe(false);
  });

  it('lets the deepest route that says decide', () => {
    expect(pageNeedsScripts([{}, { handle: { scripts: false } }, { handle: { scripts: true } }])).toBe(true);
    expect(pageNeedsScripts([{ handle: { scripts: true } }, { handle: { scripts: false } }])).toBe(false);
  });
});
