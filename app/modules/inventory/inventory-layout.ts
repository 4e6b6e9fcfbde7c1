/** The shop's layout: limits and the pure rules of names and shelf order. */

/** At most this many departments per shop, sub-departments per department and sectors per sub-department. */
export const MAX_LAYOUT_PARTS = 200;
/** At most this many products in one sector (the counting screen shows a sector whole, in shelf order). */
export const MAX_SECTOR_PRODUCTS = 2000;
export const MAX_NAME_LENGTH = 100;

/** Names are compared trimmed and without regard to case ("Bar" and " bar " are the same department). */
export function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase('sl');
}

/** Whether a name is already used by a sibling (the part itself, when renamed, does not count). */
export function nameTaken(siblings: readonly { id: number; name: string }[], name: string, selfId?: number): boolean {
  const key = nameKey(name);
  return siblings.some((sibling) => sibling.id !== selfId && nameKey(sibling.name) === key);
}

export type MoveDirection = 'up' | 'down';

/** The order after moving one item a place up or down; null when it cannot move (not there, or at that end). */
export function moveInOrder(ids: readonly number[], id: number, direction: MoveDirection): number[] | null {
  const from = ids.indexOf(id);
  if (from < 0) return null;
  const to = direction === 'up' ? from - 1 : from + 1;
  if (to < 0 || to >= ids.length) return null;
  const order = [...ids];
  order[from] = ids[to]!;
  order[to] = id;
  return order;
}

/** The order after dragging one item onto another's place (the others keep their order). */
export function dropInOrder(ids: readonly number[], dragged: number, target: number): number[] {
  const from = ids.indexOf(dragged);
  const to = ids.indexOf(target);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const order = ids.filter((id) => id !== dragged);
  order.splice(to, 0, dragged);
  return order;
}

/**
 * Whether a requested order names exactly the current items, each once: a reorder sent from a page that is out of
 * date (an item added or removed meanwhile) is refused rather than guessed.
 */
export function sameItems(current: readonly number[], requested: readonly number[]): boolean {
  if (current.length !== requested.length) return false;
  const wanted = new Set(requested);
  return wanted.size === requested.length && current.every((id) => wanted.has(id));
}
