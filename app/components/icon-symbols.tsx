import { IconTruckDelivery } from '@tabler/icons-react';

const TRUCK = 'icon-truck-delivery';

/**
 * Icons a list repeats on every row, drawn once per page (in the shell) and shown with `<use>`: the Receive button's
 * truck was five elements and half a kilobyte per row, sixty times on a busy delivery notes page (decision 037,
 * "Rendering").
 */
export function IconSymbols() {
  return (
    <svg aria-hidden width="0" height="0" style={{ position: 'absolute' }}>
      <symbol id={TRUCK} viewBox="0 0 24 24">
        <IconTruckDelivery size={24} />
      </symbol>
    </svg>
  );
}

/** The truck of {@link IconSymbols}, as `<IconTruckDelivery size aria-hidden />` draws it. */
export function TruckIcon({ size }: { size: number }) {
  return (
    <svg className="tabler-icon tabler-icon-truck-delivery" width={size} height={size} aria-hidden>
      <use href={`#${TRUCK}`} />
    </svg>
  );
}
