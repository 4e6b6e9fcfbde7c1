import { Form } from 'react-router';
import { TruckIcon } from '#app/components/icon-symbols';
import { RowButton, type RowButtonSize } from '#app/components/plain';

/** The id of the one form a list's Receive buttons send (ReceiveForm). */
const RECEIVE_FORM = 'receive-form';

/**
 * The form a list's Receive buttons (`inList`) send, once per page: a form per row was a router `Form` with its hooks
 * and a hidden field each, 40 on a busy delivery notes page. Each button names its order, backorder or ASN itself.
 */
export function ReceiveForm() {
  return <Form id={RECEIVE_FORM} method="post" action="/admin/deliveries/receive" hidden />;
}

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
  inList = false,
}: {
  source: { orderId: number } | { backorderId: number } | { asnId: number };
  label: string;
  ariaLabel?: string;
  size?: RowButtonSize;
  variant?: 'filled' | 'light';
  /** One of a list's buttons, sending the page's ReceiveForm rather than a form of its own. */
  inList?: boolean;
}) {
  const [name, value] =
    'orderId' in source
      ? ['orderId', source.orderId]
      : 'asnId' in source
        ? ['asnId', source.asnId]
        : ['backorderId', source.backorderId];
  // The button names what it receives, so the same button sends its own form or, in a list, the page's one.
  const button = (
    <RowButton
      type="submit"
      form={inList ? RECEIVE_FORM : undefined}
      name={name}
      value={String(value)}
      size={size}
      variant={variant}
      aria-label={ariaLabel}
      leftSection={<TruckIcon size={16} />}
      flat={inList}
    >
      {label}
    </RowButton>
  );
  return inList ? (
    button
  ) : (
    <Form method="post" action="/admin/deliveries/receive">
      {button}
    </Form>
  );
}
