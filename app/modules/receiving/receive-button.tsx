import { Button, type ButtonProps } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { Form } from 'react-router';

/** "Receive": starts (or resumes) receiving an order, a backorder or an advance ship notice on the receiving screen. */
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
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
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
      <Button
        type="submit"
        size={size}
        variant={variant}
        aria-label={ariaLabel}
        leftSection={<IconTruckDelivery size={16} aria-hidden />}
      >
        {label}
      </Button>
    </Form>
  );
}
