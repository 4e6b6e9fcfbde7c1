import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { useFetcher, useNavigate, useRevalidator } from 'react-router';
import { PageTitle } from '#app/components/page-title';
import { AddProductSearch } from './add-product-search';
import { DeliveryChecks } from './delivery-checks';
import { LineCard } from './line-card';
import { fillAllAsAnnounced } from './pallet-scan';
import { fillAllAsOrdered } from './quantities';
import type { ReceiptEditor } from './receipt-editor';
import { decimalMarkOf, useLanguage } from './receipt-format';
import { ReceiptHeaderFields } from './receipt-header-fields';
import { ReceiptPhotos } from './receipt-photos';
import { ReceiptScanPanel } from './receipt-scan-panel';
import type { ReceiptView } from './receipt-view';
import { SaveStatus } from './save-status';
import { checkSignOff, parseDelivered, shortChoiceOf } from './sign-off-check';
import { SignOffPanel } from './sign-off-panel';
import { useReceiptDraft } from './use-receipt-draft';
import { useSignOff } from './use-sign-off';

interface ReceivingScreenProps {
  view: ReceiptView;
  userId: number;
  basePath: string;
}

/**
 * The receiving screen (phone first, one hand): header, a scan field, one card per line, the delivery's checks,
 * photos, the driver's signature and sign-off. The draft saves itself and is kept on the device.
 */
export function ReceivingScreen({ view, userId, basePath }: ReceivingScreenProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const revalidator = useRevalidator();
  const noteUrl = `${basePath}/deliveries/notes/${view.note.id}`;
  const store = useReceiptDraft(view, userId, `${noteUrl}/draft`);
  const [showProblems, setShowProblems] = useState(false);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const navigate = useNavigate();
  const signOff = useSignOff(store.store, `${noteUrl}/sign-off`, (signedOff) => {
    // Signed off: the note as it now stands, and the way to the backorder of what is still expected.
    if (signedOff)
      void navigate(signedOff.backorderId ? `?backorder=${signedOff.backorderId}` : '.', { replace: true });
    else void revalidator.revalidate();
  });

  // A refused sign-off that saved the draft it carried: the server's version is taken over.
  const drafts = store.store;
  useEffect(() => drafts.adoptServer(view.draft, view.note.draftVersion), [drafts, view]);
  // "Use what was received" re-based the draft on the server: the screen starts again from what it holds (once).
  const rebase = useFetcher<{ rebased?: boolean }>();
  const applied = useRef<unknown>(null);
  const resetSignOff = signOff.reset;
  useEffect(() => {
    if (rebase.state !== 'idle' || !rebase.data?.rebased || applied.current === rebase.data) return;
    applied.current = rebase.data;
    drafts.resetTo(view.draft, view.note.draftVersion);
    resetSignOff();
  }, [rebase.state, rebase.data, view, drafts, resetSignOff]);
  // Refused as stale: the server's draft is loaded, and taken over if it holds what this screen holds (a save sent
  // as the page was left, arriving after the reload read the draft).
  const stale = store.saveState === 'stale';
  const loadServerDraft = useEffectEvent(() => void revalidator.revalidate());
  useEffect(() => {
    if (stale) loadServerDraft();
  }, [stale]);

  const problems = checkSignOff(
    { lines: store.lines, today: view.today, shortLineChoice: view.shortLineChoice },
    store.draft,
  );
  const shownProblems = signOff.state.kind === 'problems' ? signOff.state.problems : problems;

  const editor: ReceiptEditor = {
    header: store.draft.header,
    setHeader: store.setHeader,
    setLine: store.setLine,
    flush: drafts.flush,
    problems: shownProblems,
    showProblems: showProblems || signOff.state.kind === 'problems',
    mark: decimalMarkOf(language),
    today: view.today,
    shortLineChoice: view.shortLineChoice,
    supplierCertificates: view.supplierCertificates,
    noteId: view.note.id,
    basePath,
  };

  const reveal = (uid: string) => {
    setOpen((current) => new Set(current).add(uid));
    requestAnimationFrame(() =>
      document.getElementById(`line-${uid}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' }),
    );
  };
  const toggle = (uid: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(uid)) next.delete(uid);
      else next.add(uid);
      return next;
    });

  const byUid = new Map(store.lines.map((line) => [line.uid, line]));
  const pending = store.draft.lines.filter((input) => input.delivered === null && byUid.get(input.uid)?.expected);
  // Against an advance ship notice: "All as announced" fills delivered = announced on the lines it names.
  const pendingAnnounced = store.draft.lines.filter(
    (input) => input.delivered === null && byUid.get(input.uid)?.announced,
  );
  const fillAnnounced = () => store.setLines((inputs) => fillAllAsAnnounced(store.lines, inputs, editor.mark));
  // "All as ordered" fills only the lines not entered yet (fillAllAsOrdered); typed and scanned ones stay.
  const fillAll = () =>
    store.setLines((inputs) => {
      const planned = inputs.flatMap((input) => {
        const expected = byUid.get(input.uid)?.expected;
        return expected ? [{ uid: input.uid, expected, delivered: input.delivered }] : [];
      });
      const filled = new Map(fillAllAsOrdered(planned).map((line) => [line.uid, line.delivered]));
      return inputs.map((input) => {
        const delivered = filled.get(input.uid);
        if (input.delivered !== null || !delivered) return input;
        return { ...input, delivered: delivered.replace('.', editor.mark) };
      });
    });

  const expectsRest =
    !store.draft.header.closesOrder &&
    store.draft.lines.some((input) => {
      const line = byUid.get(input.uid);
      if (!line?.expected) return false;
      const delivered = parseDelivered(input.delivered, line);
      const accepted = input.isRejected || !delivered.ok ? 0 : Number(delivered.quantity ?? 0);
      return accepted < Number(line.expected) && shortChoiceOf(view, input) === 'expect_rest';
    });

  const onSignOff = (signature: string | null) => {
    setShowProblems(true);
    if (problems.count > 0) {
      const first = Object.keys(problems.lines)[0];
      if (first) reveal(first);
      return;
    }
    void signOff.signOff(signature);
  };

  const title = view.note.orderNumber
    ? t('receiving.title.order', { number: view.note.orderNumber })
    : t('receiving.title.unplanned', { supplier: view.note.supplierName });
  const photosOf = (uid: string | null) => view.photos.filter((photo) => photo.lineUid === uid);

  return (
    <Stack gap="sm" maw={720}>
      <PageTitle>{title}</PageTitle>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1}>{title}</Title>
        <SaveStatus
          state={store.saveState}
          onReload={() => {
            drafts.discard();
            window.location.reload();
          }}
        />
      </Group>
      {store.restored && (
        <Alert color="blue" data-testid="restored">
          {t('receiving.save.restored')}
        </Alert>
      )}
      {view.note.amendsNoteId !== null && (
        <Alert color="blue">{t('receiving.amend.draftOf', { reason: view.note.amendmentReason ?? '' })}</Alert>
      )}
      <div id="receipt-header">
        <ReceiptHeaderFields note={view.note} editor={editor} />
      </div>
      {view.note.asnNumber && (
        <Text fw={600} data-testid="receipt-asn">
          {t('asn.receiving.title', { number: view.note.asnNumber })}
        </Text>
      )}
      {view.asnNotices && view.asnNotices.length > 0 && (
        <Alert color="orange" title={t('asn.receiving.notices')} data-testid="asn-notices">
          <Stack gap={2} component="ul" m={0} pl="md">
            {view.asnNotices.map((notice) => (
              <Text component="li" size="sm" key={notice.position} style={{ overflowWrap: 'anywhere' }}>
                {t('asn.receiving.notice', {
                  position: notice.position,
                  description: notice.description ?? notice.code ?? '',
                  quantity: notice.sentQuantity,
                  unit: notice.unitCode ?? '',
                })}
                {notice.problem ? ` · ${t(`asn.problems.${notice.problem}`)}` : ''}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <ReceiptScanPanel
        editor={editor}
        lines={store.lines}
        inputs={store.draft.lines}
        supplierId={view.note.supplierId}
        addLine={store.addLine}
        reveal={reveal}
      />
      {pendingAnnounced.length > 0 && !store.draft.header.unacceptable && (
        <Button
          size="md"
          variant="light"
          onClick={fillAnnounced}
          leftSection={<IconChecks size={20} aria-hidden />}
          data-testid="all-as-announced"
        >
          {t('asn.receiving.allAsAnnounced', { count: pendingAnnounced.length })}
        </Button>
      )}
      {pending.length > 0 && !store.draft.header.unacceptable && (
        <Button size="md" variant="light" onClick={fillAll} leftSection={<IconChecks size={20} aria-hidden />}>
          {t('receiving.allAsOrdered', { count: pending.length })}
        </Button>
      )}
      {store.draft.header.unacceptable && (
        <Alert color="red" role="status">
          {t('receiving.delivery.unacceptableNotice')}
        </Alert>
      )}
      {store.draft.lines.length === 0 && <Text>{t('receiving.noLines')}</Text>}
      {store.draft.lines.map((input) => {
        const line = byUid.get(input.uid);
        return line ? (
          <LineCard
            key={input.uid}
            line={line}
            input={input}
            editor={editor}
            photos={photosOf(input.uid)}
            open={open.has(input.uid)}
            onToggle={() => toggle(input.uid)}
          />
        ) : null;
      })}
      <AddProductSearch basePath={basePath} supplierId={view.note.supplierId} addLine={store.addLine} reveal={reveal} />
      <div id="delivery-checks">
        <DeliveryChecks
          editor={editor}
          hasOrder={view.note.orderId !== null}
          expectsRest={expectsRest}
          defaultBackorderDate={view.defaultBackorderDate}
        />
      </div>
      <section aria-labelledby="delivery-photos">
        <Text fw={600} id="delivery-photos" mb={4}>
          {t('receiving.photos.delivery')}
        </Text>
        <ReceiptPhotos noteId={view.note.id} basePath={basePath} lineUid={null} photos={photosOf(null)} />
      </section>
      <SignOffPanel
        editor={editor}
        lines={store.lines}
        state={signOff.state}
        conflict={view.conflict}
        rebase={rebase}
        onSignOff={onSignOff}
        reveal={reveal}
      />
    </Stack>
  );
}
