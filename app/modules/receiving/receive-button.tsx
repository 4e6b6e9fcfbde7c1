import type { MantineSize } from '@mantine/core';
import { Form } from 'react-router';
import { TruckIcon } from '#app/components/icon-symbols';
import { RowButton } from '#app/components/plain';

/**
 * "Receive": starts (or resumes) receiving an order, a backorder or an advance ship notice on the receiving screen.
 * Lists repeat it per row, so it is the plain-element button (app/components/plain.tsx) with the shell's truck symbol.
 */
export function ReceiveButton({
  source,
  label,
  ariaLabel,
  size = 'sm',
  variant = 'filled',
}: {
  source: { orderId: number } | { backorderId: number } | { asnId: number };
  label: string;
  ariaLabel?: string;
  size?: MantineSize;
  variant?: 'filled' | 'light';
}) {
  const [name, value] =
    'orderId' in source
      ? ['orderId', source.orderId]
      : 'asnId' in source
        ? ['asnId', source.asnId]
        : ['backorderId', source.backorderId];
  return (
    <Form method="post" action="/admin/deliveries/receive">
      <input type="hidden" name={name} value={value} />
      <RowButton
        type="submit"
        size={size}
        variant={variant}
        aria-label={ariaLabel}
        leftSection={<TruckIcon size={16} />}
      >
        {label}
      </RowButton>
    </Form>
  );
}
