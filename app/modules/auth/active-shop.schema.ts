import { z } from 'zod';

/** The shop switcher's form: the chosen shop by its public uuid, and the page to go back to. */
export const SwitchShopSchema = z.object({
  shop: z.uuid(),
  redirectTo: z.string().max(2000).optional(),
});

/** What the switcher lists: a live shop of the manager's company. */
export interface SwitchableShop {
  uuid: string;
  name: string;
}
