import {
  Alert,
  Box,
  Button,
  Checkbox,
  Divider,
  Group,
  List,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconSend } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { messageKey } from '#app/utils/i18n';
import { Form, Link, useFetcher, useNavigation } from 'react-router';
import { ConfirmAction } from '#app/components/confirm-action';
import { PageTitle } from '#app/components/page-title';
import type { Language } from '#app/utils/language';
import { formatDateTime, formatMoney, formatNumber } from '#app/utils/format';
import { isLanguage } from '#app/utils/language';
import type { SubmissionState } from './cart-approval.server';
import type { CartActionData } from './cart-action-data';
import type { Cart, CartGroup, CartLine } from './cart.repo.server';
import { editableQuantity, formatCalendarDate, formatQuantity } from './cart.format';
import { belowMinimum, lineAmounts, sumAmounts, type LineAmounts } from './order-amounts';
import { roundToPackages } from './pack-rounding';

/** Phone-sized tap targets (at least 44 px tall) for the cart's controls. */
export const TAP = { minHeight: 44 } as const;
const inputStyles = { input: TAP };

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** The form's values: what the user sees and what every post sends. */
interface CartValues {
  quantities: Record<number, string>;
  dates: Record<number, string>;
  notes: Record<number, string>;
}

function valuesOf(cart: Cart, language: Language): CartValues {
  const values: CartValues = { quantities: {}, dates: {}, notes: {} };
  for (const group of cart.groups) {
    values.dates[group.supplierId] = group.deliveryDate ?? '';
    values.notes[group.supplierId] = group.note ?? '';
    for (const line of group.lines) values.quantities[line.productId] = editableQuantity(language, line.quantity);
  }
  return values;
}

/** What a form posted without JavaScript had (kept on a refusal), over the stored values. */
function postedValues(values: CartValues, posted: Record<string, unknown> | null | undefined): CartValues {
  const lines = Array.isArray(posted?.lines) ? (posted.lines as { productId?: unknown; quantity?: unknown }[]) : [];
  const suppliers = Array.isArray(posted?.suppliers)
    ? (posted.suppliers as { supplierId?: unknown; deliveryDate?: unknown; note?: unknown }[])
    : [];
  const next = { quantities: { ...values.quantities }, dates: { ...values.dates }, notes: { ...values.notes } };
  for (const line of lines)
    if (typeof line.quantity === 'string') next.quantities[Number(line.productId)] = line.quantity;
  for (const supplier of suppliers) {
    if (typeof supplier.deliveryDate === 'string') next.dates[Number(supplier.supplierId)] = supplier.deliveryDate;
    if (typeof supplier.note === 'string') next.notes[Number(supplier.supplierId)] = supplier.note;
  }
  return next;
}

/** A line's amounts for the quantity as typed (rounded to packages like the server does), at the loaded price. */
function typedAmounts(line: CartLine, typed: string | undefined): { quantity: string; amounts: LineAmounts | null } {
  const rounded = roundToPackages((typed ?? '').trim().replace(',', '.'), line);
  const quantity = rounded?.quantity ?? line.quantity;
  return { quantity, amounts: line.price ? lineAmounts({ quantity, ...line.price }) : null };
}

function Totals({ totals, label }: { totals: LineAmounts; label?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Group justify="flex-end" gap="md" wrap="wrap">
      {label && <Text fw={700}>{label}</Text>}
      <Text size="sm">
        {t('cart.totals.net')}: {formatMoney(language, totals.net)}
      </Text>
      <Text size="sm">
        {t('cart.totals.vat')}: {formatMoney(language, totals.vat)}
      </Text>
      <Text fw={700}>
        {t('cart.totals.gross')}: {formatMoney(language, totals.gross)}
      </Text>
    </Group>
  );
}

interface EditorContext {
  readOnly: boolean;
  values: CartValues;
  errors: Record<string, string[] | null>;
  change: (update: (values: CartValues) => CartValues, at: 'type' | 'pick') => void;
  flush: () => void;
  lineIndex: Map<number, number>;
  groupIndex: Map<number, number>;
}

function LineRow({ line, editor }: { line: CartLine; editor: EditorContext }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const index = editor.lineIndex.get(line.productId)!;
  const typed = editor.values.quantities[line.productId];
  const { quantity, amounts } = typedAmounts(line, typed);
  const rounded = roundToPackages((typed ?? '').trim().replace(',', '.'), line);
  const error = editor.errors[`lines[${index}].quantity`]?.[0];
  const label = `${t('cart.columns.quantity')}: ${line.name}`;
  return (
    <Box py="sm" data-testid="cart-line">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {line.name}
          </Text>
          <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {[line.supplierProductId, line.ean].filter(Boolean).join(' · ')}
          </Text>
          {!line.orderable && (
            <Text size="xs" c="red.8">
              {t('cart.notOrderable')}
            </Text>
          )}
        </Box>
        {!editor.readOnly && (
          <ConfirmAction
            label={t('cart.remove')}
            message={t('cart.removeMessage', { name: line.name })}
            intent="remove"
            fields={{ productId: line.productId }}
            variant="default"
            size="lg"
          />
        )}
      </Group>
      <Group mt="xs" gap="md" align="flex-end" wrap="wrap">
        {editor.readOnly ? (
          <Text size="sm">
            {t('cart.columns.quantity')}: {formatQuantity(language, line.quantity)} {line.unit}
          </Text>
        ) : (
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <input type="hidden" name={`lines[${index}].productId`} value={line.productId} />
            <TextInput
              name={`lines[${index}].quantity`}
              w={120}
              size="md"
              styles={inputStyles}
              inputMode="decimal"
              autoComplete="off"
              value={typed ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                editor.change(
                  (values) => ({ ...values, quantities: { ...values.quantities, [line.productId]: value } }),
                  'type',
                );
              }}
              onBlur={editor.flush}
              aria-label={label}
              error={error ? t(messageKey(error)) : undefined}
            />
            {line.unit && (
              <Text size="sm" pb={12}>
                {line.unit}
              </Text>
            )}
          </Group>
        )}
        <Box>
          <Text size="xs" c="gray.7">
            {t('cart.columns.price')}
          </Text>
          {line.price ? (
            <Text size="sm">
              {formatMoney(language, line.price.price)}
              {Number(line.price.discount) > 0 && ` −${formatNumber(language, Number(line.price.discount))} %`}
            </Text>
          ) : (
            <Text size="sm" c="red.8">
              {t('cart.noPrice')}
            </Text>
          )}
        </Box>
        <Box>
          <Text size="xs" c="gray.7">
            {t('cart.columns.net')}
          </Text>
          <Text size="sm">{amounts ? formatMoney(language, amounts.net) : '—'}</Text>
        </Box>
        <Box>
          <Text size="xs" c="gray.7">
            {t('cart.columns.gross')}
          </Text>
          <Text size="sm" fw={500}>
            {amounts ? formatMoney(language, amounts.gross) : '—'}
          </Text>
        </Box>
      </Group>
      {!editor.readOnly && rounded && rounded.hint.kind !== 'none' && !error && (
        <Text size="xs" c="gray.7" mt={4}>
          {rounded.hint.kind === 'packages'
            ? t('cart.hint.packages', {
                packages: rounded.hint.packages,
                unitsPerPackage: rounded.hint.unitsPerPackage,
              })
            : t('cart.hint.minimum', { minimum: rounded.hint.minimum })}
          {' → '}
          {formatQuantity(language, quantity)}
        </Text>
      )}
    </Box>
  );
}

/** The group's totals for the quantities as typed. */
function groupTotals(group: CartGroup, values: CartValues) {
  const totals = sumAmounts(
    group.lines.flatMap((line) => typedAmounts(line, values.quantities[line.productId]).amounts ?? []),
  );
  return { totals, belowMinimum: belowMinimum(totals.net, group.minOrderValue) };
}

function SupplierGroup({ group, editor }: { group: CartGroup; editor: EditorContext }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const index = editor.groupIndex.get(group.supplierId)!;
  const headingId = `supplier-${group.supplierId}`;
  const { totals, belowMinimum: below } = groupTotals(group, editor.values);
  const dateError = editor.errors[`suppliers[${index}].deliveryDate`]?.[0];
  const noteError = editor.errors[`suppliers[${index}].note`]?.[0];
  const date = editor.values.dates[group.supplierId] ?? '';
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {group.supplierName}
        </Title>
        {editor.readOnly ? (
          <Text size="sm">
            {t('cart.deliveryDate')}:{' '}
            {group.deliveryDate ? formatCalendarDate(language, group.deliveryDate) : t('cart.pickDate')}
            {group.note && (
              <>
                <br />
                {t('cart.note')}: {group.note}
              </>
            )}
          </Text>
        ) : (
          <Group align="flex-start" wrap="wrap">
            <input type="hidden" name={`suppliers[${index}].supplierId`} value={group.supplierId} />
            {group.offeredDates.length ? (
              <NativeSelect
                name={`suppliers[${index}].deliveryDate`}
                label={t('cart.deliveryDate')}
                size="md"
                styles={inputStyles}
                value={date}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  editor.change(
                    (values) => ({ ...values, dates: { ...values.dates, [group.supplierId]: value } }),
                    'pick',
                  );
                }}
                error={dateError ? t(messageKey(dateError)) : undefined}
                data={[
                  { value: '', label: t('cart.pickDate'), disabled: true },
                  ...group.offeredDates.map((offered) => ({
                    value: offered,
                    label: formatCalendarDate(language, offered),
                  })),
                ]}
              />
            ) : (
              <Text c="red.8">{t('cart.noDates')}</Text>
            )}
            <Textarea
              name={`suppliers[${index}].note`}
              label={t('cart.note')}
              size="md"
              styles={inputStyles}
              value={editor.values.notes[group.supplierId] ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                editor.change(
                  (values) => ({ ...values, notes: { ...values.notes, [group.supplierId]: value } }),
                  'type',
                );
              }}
              onBlur={editor.flush}
              error={noteError ? t(messageKey(noteError)) : undefined}
              autosize
              minRows={1}
              maxLength={1000}
              style={{ flex: 1, minWidth: 'min(100%, 240px)' }}
            />
          </Group>
        )}
        <Stack gap={0}>
          {group.lines.map((line, i) => (
            <Box key={line.productId}>
              {i > 0 && <Divider />}
              <LineRow line={line} editor={editor} />
            </Box>
          ))}
        </Stack>
        <Divider />
        <Totals totals={totals} />
        {below && group.minOrderValue && (
          <Alert color="orange">
            {t('cart.minimumWarning', { minimum: formatMoney(language, group.minOrderValue) })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

export interface CartEditorProps {
  cart: Cart;
  submissionKey: string;
  actionData?: CartActionData;
  /** Shown, not editable: a cart waiting for approval, to its submitter. */
  readOnly: boolean;
  /** The Send button (with its confirmation). */
  canSend: boolean;
  /** The "Submit for approval" button. */
  canSubmit: boolean;
}

/** Problems, results and refusals of the last post, above the form. */
export function CartMessages({ actionData }: { actionData?: CartActionData }) {
  const { t } = useTranslation();
  if (!actionData) return null;
  return (
    <>
      {actionData.sent && (
        <Alert color="green" role="status">
          <Text>{t('cart.sent', { count: actionData.sent.length })}</Text>
          <OrderLinks orders={actionData.sent} linked />
        </Alert>
      )}
      {actionData.problems && (
        <Alert color="red" role="alert">
          <List>
            {actionData.problems.map((problem) => (
              <List.Item key={`${problem.supplierId}-${problem.problem}`}>
                {t(`cart.problems.${problem.problem}`, { supplier: problem.supplierName })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {actionData.message && (
        <Alert color="red" role="alert">
          {t(`cart.refused.${actionData.message}`)}
        </Alert>
      )}
      {actionData.result?.status === 'error' && actionData.intent !== 'save' && (
        <Alert color="red" role="alert">
          {t('validation.formErrors')}
        </Alert>
      )}
    </>
  );
}

/** Links to orders (or their numbers, for a user who may not open them). */
function OrderLinks({ orders, linked }: { orders: { id: number; number: number }[]; linked: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" mt="xs" wrap="wrap">
      {orders.map((order) =>
        linked ? (
          <Button key={order.id} component={Link} to={`/admin/ordering/${order.id}`} variant="white" mih={44}>
            {t('cart.detailTitle', { number: order.number })}
          </Button>
        ) : (
          <Text key={order.id}>{t('cart.detailTitle', { number: order.number })}</Text>
        ),
      )}
    </Group>
  );
}

const FORM_ID = 'cart-form';
const noSubscription = () => () => {};
const isFailure = (answer: CartActionData | undefined) => answer?.result?.status === 'error' || !!answer?.message;

/**
 * The cart as one form: every line's quantity and every supplier's date and note, sent as they stand with Send (or
 * Submit), so nothing typed is lost. With JavaScript, edits are also saved as they are made (a moment after typing
 * stops, or when leaving the field) and the page says so; Send asks first, with the totals.
 */
export function CartEditor({ cart, submissionKey, actionData, readOnly, canSend, canSubmit }: CartEditorProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigation = useNavigation();
  const saver = useFetcher<CartActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [values, setValues] = useState<CartValues>(() =>
    postedValues(valuesOf(cart, language), actionData?.result?.initialValue),
  );
  const [dirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  // The last answer (an autosave's or a post's) decides the field errors, and whether the values may be refreshed.
  const [last, setLast] = useState(() => ({
    saverData: saver.data,
    actionData,
    errors: actionData?.result?.error ?? {},
    failed: isFailure(actionData),
  }));
  if (saver.data !== last.saverData || actionData !== last.actionData) {
    const latest = saver.data !== last.saverData ? saver.data : actionData;
    setLast({ saverData: saver.data, actionData, errors: latest?.result?.error ?? {}, failed: isFailure(latest) });
  }
  const errors = last.errors;

  // Stored values come back (rounded to packages) once nothing typed is waiting to be saved and the last save passed.
  const [syncedCart, setSyncedCart] = useState(cart);
  if (cart !== syncedCart && !dirty && !last.failed && saver.state === 'idle' && navigation.state === 'idle') {
    setSyncedCart(cart);
    setValues(valuesOf(cart, language));
  }

  const save = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!formRef.current) return;
    const formData = new FormData(formRef.current);
    formData.set('intent', 'save');
    setDirty(false);
    void saver.submit(formData, { method: 'post' });
  };
  const change: EditorContext['change'] = (update, at) => {
    setValues(update);
    setDirty(true);
    if (timer.current) clearTimeout(timer.current);
    // A picked date is saved at once; typing, a moment after it stops (the field's blur saves sooner).
    timer.current = setTimeout(save, at === 'pick' ? 50 : 800);
  };
  const flush = () => {
    if (timer.current) save();
  };
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const lineIndex = useMemo(
    () => new Map(cart.groups.flatMap((group) => group.lines).map((line, i) => [line.productId, i])),
    [cart],
  );
  const groupIndex = useMemo(() => new Map(cart.groups.map((group, i) => [group.supplierId, i])), [cart]);
  const editor: EditorContext = { readOnly, values, errors, change, flush, lineIndex, groupIndex };

  const groups = cart.groups.map((group) => ({ group, ...groupTotals(group, values) }));
  const overall = sumAmounts(groups.map((g) => g.totals));
  // Below the minimum as typed, or as stored (without JavaScript the page does not follow the typing).
  const anyBelowMinimum = groups.some((g) => g.belowMinimum || g.group.belowMinimum);
  const posting = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;

  let saveState: ReactNode = null;
  if (!readOnly) {
    if (dirty || saver.state === 'submitting') saveState = t('cart.saving');
    else if (saver.data?.message) saveState = t(`cart.refused.${saver.data.message}`);
    else if (saver.data?.result?.status === 'error') saveState = t('cart.notSaved');
    else if (saver.data?.saved) saveState = t('cart.allSaved');
  }

  return (
    <Form method="post" id={FORM_ID} ref={formRef} onSubmit={() => timer.current && clearTimeout(timer.current)}>
      <Stack>
        {!readOnly && (
          <Text size="sm" c="gray.7" aria-live="polite" data-testid="save-state" mih={20}>
            {saveState}
          </Text>
        )}
        {cart.groups.map((group) => (
          <SupplierGroup key={group.supplierId} group={group} editor={editor} />
        ))}
        <Paper withBorder p="md">
          <Totals totals={overall} label={t('cart.totals.overall')} />
        </Paper>
        {!readOnly && (canSend || canSubmit) && (
          <Group justify="flex-end" wrap="wrap">
            {canSend && anyBelowMinimum && (
              <Checkbox
                name="confirmBelowMinimum"
                label={t('cart.confirmBelowMinimum')}
                size="md"
                styles={{ body: { ...TAP, alignItems: 'center' } }}
              />
            )}
            {canSend && (
              <>
                <input type="hidden" name="submissionKey" value={submissionKey} />
                <Button
                  type="submit"
                  name="intent"
                  value="send"
                  size="md"
                  mih={44}
                  loading={posting === 'send'}
                  leftSection={<IconSend size={18} aria-hidden />}
                  onClick={(event) => {
                    // With JavaScript, ask first; without it the button sends the form as it is.
                    if (!hydrated) return;
                    event.preventDefault();
                    setConfirming(true);
                  }}
                >
                  {t('cart.send')}
                </Button>
              </>
            )}
            {canSubmit && (
              <Button
                type="submit"
                name="intent"
                value="submit"
                size="md"
                mih={44}
                loading={posting === 'submit'}
                leftSection={<IconSend size={18} aria-hidden />}
              >
                {t('cart.submitForApproval')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('cart.confirmSendTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack>
          <Text>{t('cart.confirmSend', { count: groups.length })}</Text>
          <Stack gap={4}>
            {groups.map(({ group, totals }) => (
              <Group key={group.supplierId} justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {group.supplierName}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(language, totals.gross)}
                </Text>
              </Group>
            ))}
            <Divider />
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>{t('cart.totals.gross')}</Text>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(language, overall.gross)}
              </Text>
            </Group>
          </Stack>
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" mih={44} onClick={() => setConfirming(false)}>
              {t('cart.keepEditing')}
            </Button>
            <Button
              type="submit"
              form={FORM_ID}
              name="intent"
              value="send"
              mih={44}
              // An autosave still on its way lands first: a send posted beside it could lose the page's way to the order.
              loading={posting === 'send' || saver.state !== 'idle'}
              onClick={() => {
                // The send carries every value as it stands; an autosave waiting to start is not needed any more.
                if (timer.current) clearTimeout(timer.current);
                timer.current = null;
                setTimeout(() => setConfirming(false), 0);
              }}
              leftSection={<IconSend size={18} aria-hidden />}
            >
              {t('cart.sendConfirmed', { count: groups.length })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Form>
  );
}

interface CartPageProps {
  cart: Cart;
  submission: SubmissionState | null;
  submissionKey: string;
  canSend: boolean;
  canViewOrders: boolean;
  actionData?: CartActionData;
}

/** What became of the cart handed in for approval, for its submitter. */
function SubmissionStatus({ submission, canViewOrders }: { submission: SubmissionState; canViewOrders: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigation = useNavigation();
  switch (submission.status) {
    case 'submitted':
      return (
        <Alert color="blue" data-testid="submission-state">
          <Text fw={700}>{t('cart.approval.waitingTitle')}</Text>
          <Stack gap="xs">
            <Text size="sm">
              {t('cart.approval.waiting', { at: formatDateTime(language, submission.submittedAt) })}
            </Text>
            <Form method="post">
              <input type="hidden" name="intent" value="withdraw" />
              <Button
                type="submit"
                variant="default"
                mih={44}
                loading={navigation.state === 'submitting' && navigation.formData?.get('intent') === 'withdraw'}
              >
                {t('cart.approval.withdraw')}
              </Button>
            </Form>
          </Stack>
        </Alert>
      );
    case 'returned':
    case 'sent':
      return <SubmissionOutcome state={submission} linked={canViewOrders} />;
  }
}

/** How a handed-in cart ended: sent (with its orders) or returned (with the approver's note); for both its pages. */
export function SubmissionOutcome({
  state,
  linked,
  role,
}: {
  state: SubmissionState;
  linked: boolean;
  /** Announced when it appears (the approver's page, right after sending). */
  role?: 'status';
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const decided = {
    name: state.decidedBy ?? '—',
    at: state.decidedAt ? formatDateTime(language, state.decidedAt) : '',
  };
  if (state.status === 'sent') {
    return (
      <Alert color="green" role={role} data-testid="submission-state">
        <Text fw={700}>{t('cart.approval.sentTitle')}</Text>
        <Text size="sm">{t('cart.approval.sent', decided)}</Text>
        <OrderLinks orders={state.orders} linked={linked} />
      </Alert>
    );
  }
  if (state.status !== 'returned') return null;
  return (
    <Alert color="orange" data-testid="submission-state">
      <Text fw={700}>{t('cart.approval.returnedTitle')}</Text>
      <Text size="sm">{t('cart.approval.returned', decided)}</Text>
      <Text size="sm" fw={500} mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {state.note}
      </Text>
    </Alert>
  );
}

/** The cart, one section per supplier, with the delivery date and note of each, totals, and sending or submitting. */
export function CartPage({ cart, submission, submissionKey, canSend, canViewOrders, actionData }: CartPageProps) {
  const { t } = useTranslation();
  const waiting = submission?.status === 'submitted';
  return (
    <Stack>
      <PageTitle>{t('cart.cartTitle')}</PageTitle>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('cart.cartTitle')}</Title>
        {/* New order needs orders:create; the others fill the cart by repeating an order from the history. */}
        {canSend && !waiting && (
          <Button
            component={Link}
            to="/admin/ordering/new-order"
            variant="light"
            mih={44}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('cart.newOrderTitle')}
          </Button>
        )}
      </Group>
      {submission && <SubmissionStatus submission={submission} canViewOrders={canViewOrders} />}
      <CartMessages actionData={actionData} />
      {!canSend && !waiting && (
        <Alert color="gray" data-testid="approval-explained">
          <Text size="sm">{t('cart.approval.explain')}</Text>
          {canViewOrders && (
            <Button component={Link} to="/admin/ordering" variant="white" mih={44} mt="xs">
              {t('cart.approval.fromHistory')}
            </Button>
          )}
        </Alert>
      )}
      {cart.groups.length === 0 ? (
        <Text>{t('cart.empty')}</Text>
      ) : (
        <CartEditor
          cart={cart}
          submissionKey={submissionKey}
          actionData={actionData}
          readOnly={waiting}
          canSend={canSend}
          canSubmit={!canSend}
        />
      )}
    </Stack>
  );
}
