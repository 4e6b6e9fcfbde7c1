import { Alert, Button, List, Modal, Stack } from '@mantine/core';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { Link, useFetcher, useLocation, useSearchParams } from 'react-router';
import { ConfirmAction } from '#app/components/confirm-action';
import { RowButton } from '#app/components/plain';
import { useDialog } from '#app/components/use-dialog';
import { formatMoney } from '#app/utils/format';
import { isLanguage } from '#app/utils/language';
import type { RepeatResult } from './repeat-order.service.server';

/** The id of the one form every "Repeat" on a page sends (a form and a fetcher per row cost a list page its time). */
const REPEAT_FORM = 'repeat-order';

interface RepeatState {
  /** The action of the repeat on its way, if any: its button shows it is loading. */
  pending: string | undefined;
  /** Notes which order a button repeats, for the dialog's title. */
  choose: (number: number) => void;
}

const RepeatContext = createContext<RepeatState | null>(null);

const repeatAction = (orderId: number) => `/admin/ordering/${orderId}/repeat`;

/**
 * "Repeat" for the orders inside it: one fetcher form the buttons send through their `form` attribute, each to its own
 * order's action, and the dialog with what the repeat put in the cart and what changed since (skipped products, new
 * prices). Without JavaScript a button posts to the order's repeat page, which shows the same summary.
 */
export function RepeatOrders({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<RepeatResult>();
  const { mounted, opened, open, close } = useDialog();
  const [number, setNumber] = useState<number>();
  const result = fetcher.data;
  useEffect(() => {
    if (fetcher.state === 'idle' && result) open();
  }, [fetcher.state, result, open]);
  const state = useMemo(
    () => ({ pending: fetcher.state === 'idle' ? undefined : fetcher.formAction, choose: setNumber }),
    [fetcher.state, fetcher.formAction],
  );
  return (
    <RepeatContext.Provider value={state}>
      <fetcher.Form id={REPEAT_FORM} method="post" hidden />
      {children}
      {mounted && (
        <Modal
          opened={opened}
          onClose={close}
          title={t('orderHistory.repeatLabel', { number: result?.ok ? result.number : number })}
          centered
          closeButtonProps={{ 'aria-label': t('common.close') }}
        >
          {result?.ok && <RepeatSummary result={result} />}
          {result && !result.ok && (
            <Alert color="red" role="alert">
              {t('cart.refused.locked')}
            </Alert>
          )}
        </Modal>
      )}
    </RepeatContext.Provider>
  );
}

/** One order's "Repeat", inside {@link RepeatOrders}. */
export function RepeatOrderButton({ orderId, number }: { orderId: number; number: number }) {
  const { t } = useTranslation();
  const repeat = useContext(RepeatContext);
  // Outside RepeatOrders the button would send a form that is not there: say so rather than do nothing.
  if (!repeat) throw new Error('RepeatOrderButton needs a RepeatOrders around it');
  const { pending, choose } = repeat;
  const action = repeatAction(orderId);
  return (
    <RowButton
      type="submit"
      form={REPEAT_FORM}
      formAction={action}
      onClick={() => choose(number)}
      variant="light"
      size="xs"
      loading={pending === action}
      aria-label={t('orderHistory.repeatLabel', { number })}
    >
      {t('orderHistory.repeat')}
    </RowButton>
  );
}

/** What a repeat put in the cart and what changed since the order (products gone, prices changed). */
export function RepeatSummary({ result }: { result: Extract<RepeatResult, { ok: true }> }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const flagged = result.lines.filter((line) => line.kind !== 'added');
  return (
    <Stack>
      <Alert color="green" role="status">
        {t('orderHistory.repeated', { number: result.number })}
      </Alert>
      {flagged.length > 0 && (
        <List size="sm" spacing={4}>
          {flagged.map((line) => (
            <List.Item key={line.productId}>
              {line.kind === 'gone'
                ? t('orderHistory.repeatGone', { name: line.name })
                : line.newPrice === null
                  ? t('orderHistory.repeatNoPrice', { name: line.name, old: formatMoney(language, line.oldPrice) })
                  : t('orderHistory.repeatPrice', {
                      name: line.name,
                      old: formatMoney(language, line.oldPrice),
                      new: formatMoney(language, line.newPrice),
                    })}
            </List.Item>
          ))}
        </List>
      )}
      <Button component={Link} to="/admin/cart" w="fit-content">
        {t('orderHistory.goToCart')}
      </Button>
    </Stack>
  );
}

/** "Cancel order" with "Are you sure?"; the route comes back to this page with the outcome in the address. */
export function CancelOrderButton({ orderId, number }: { orderId: number; number: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <ConfirmAction
      label={t('orderHistory.cancel')}
      // "Cancel" next to "Cancel order" reads as the same thing.
      dismissLabel={t('orderHistory.keepOrder')}
      message={t('orderHistory.cancelMessage', { number })}
      intent="cancel"
      action={`/admin/ordering/${orderId}/cancel`}
      fields={{ redirectTo: `${location.pathname}${location.search}` }}
      size="xs"
      color="red.9"
      variant="outline"
    />
  );
}

/** The outcome a cancel comes back with in the address (`?cancelled=<number>` or `?cancelError=<reason>`). */
export function CancelOutcome() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const cancelled = searchParams.get('cancelled');
  const cancelError = searchParams.get('cancelError');
  return (
    <>
      {cancelled && (
        <Alert color="green" role="status">
          {t('orderHistory.cancelled', { number: cancelled })}
        </Alert>
      )}
      {cancelError && (
        <Alert color="red" role="alert">
          {t(cancelError === 'no_address' ? 'orderHistory.noAddress' : 'orderHistory.notCancellable')}
        </Alert>
      )}
    </>
  );
}
