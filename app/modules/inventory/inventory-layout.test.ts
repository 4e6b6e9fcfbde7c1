import { describe, expect, it } from 'vitest';
import { dropInOrder, moveInOrder, nameKey, nameTaken, sameItems } from './inventory-layout';

describe('layout names', () => {
  it('compares names trimmed and without case, Slovenian letters too', () => {
    expect(nameKey('  Hladilnica ŠANK ')).toBe('hladilnica šank');
    const siblings = [
      { id: 1, name: 'Bar' },
      { id: 2, name: 'Kuhinja' },
    ];
    expect(nameTaken(siblings, ' bar ')).toBe(true);
    expect(nameTaken(siblings, 'Skladišče')).toBe(false);
    // Renaming a part to its own name (another case) is not a clash.
    expect(nameTaken(siblings, 'BAR', 1)).toBe(false);
    expect(nameTaken(siblings, 'kuhinja', 1)).toBe(true);
  });
});

describe('shelf order', () => {
  it('moves one item a place up or down, and not past either end', () => {
    expect(moveInOrder([1, 2, 3], 2, 'up')).toEqual([2, 1, 3]);
    expect(moveInOrder([1, 2, 3], 2, 'down')).toEqual([1, 3, 2]);
    expect(moveInOrder([1, 2, 3], 1, 'up')).toBeNull();
    expect(moveInOrder([1, 2, 3], 3, 'down')).toBeNull();
    expect(moveInOrder([1, 2, 3], 9, 'up')).toBeNull();
  });

  it("drops a dragged item on another's place, both ways", () => {
    expect(dropInOrder([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(dropInOrder([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(dropInOrder([1, 2, 3], 2, 2)).toEqual([1, 2, 3]);
    expect(dropInOrder([1, 2, 3], 7, 2)).toEqual([1, 2, 3]);
  });

  it('accepts a new order only of exactly the current items', () => {
    expect(sameItems([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(sameItems([1, 2, 3], [1, 2])).toBe(false);
    expect(sameItems([1, 2, 3], [1, 2, 2])).toBe(false);
    expect(sameItems([1, 2, 3], [1, 2, 4])).toBe(false);
    expect(sameItems([], [])).toBe(true);
  });
});
