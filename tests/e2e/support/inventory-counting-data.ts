import path from 'node:path';

/** What the counting journeys read (tests/e2e/phone/inventory-counting.spec.ts), written by inventory-counting-seed.ts. */
export interface CountingSeed {
  ana: { email: string; name: string };
  bor: { email: string; name: string };
  milk: string;
  yoghurt: { name: string; ean: string };
  flour: string;
  vinegar: { name: string; ean: string };
  /** The screen of each journey's own count: `/admin/inventory/{inventoryId}/{subDepartmentId}`. */
  screens: Record<'together' | 'reload' | 'exit' | 'conflict' | 'camera', string>;
}

export const countingSeedFile = (dir: string) => path.join(dir, 'inventory-counting.json');
