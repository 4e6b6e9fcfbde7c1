import { Alert, Badge, Box, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconLoader2, IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { useNavigate, useRevalidator } from 'react-router';
import { PageTitle } from '#app/components/page-title';
import { useLanguage } from '#app/modules/receiving/receipt-format';
import { CountAddProduct } from './count-add-product';
import { CountLineCard } from './count-line-card';
import { postCount, type FoundCountProduct } from './count-requests';
import { CountScanPanel } from './count-scan-panel';
import { takenByOther, type CountScreenView, type ScreenLine, type ScreenSector } from './count-screen';
import type { CountSaveState } from './count-store';
import { useCountStore } from './use-count-store';

interface CountingScreenProps {
  view: CountScreenView;
  userId: number;
  /** inventory:count; without it the screen only shows the figures. */
  canCount: boolean;
  basePath: string;
  today: string;
}

/**
 * The counting screen of one sub-department (phone first, one thumb): its sectors in walking order and their products
 * in shelf order, scanning, each person's own figures kept on the device and saved as they go, who took which sector,
 * and differing counts side by side for a decision. A finished count is shown read only.
 */
export function CountingScreen({ view, userId, canCount, basePath, today }: CountingScreenProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const countUrl = `${basePath}/inventory/${view.inventory.id}`;
  const screenUrl = `${countUrl}/${view.subDepartment.id}`;
  const { store, snapshot } = useCountStore(view, userId, `${screenUrl}/save`, language, () => {
    void revalidator.revalidate();
  });
  const finished = view.inventory.status === 'finished' || snapshot.saveState === 'finished';
  const writable = canCount && !finished;
  const [confirmed, setConfirmed] = useState<ReadonlySet<number>>(new Set());
  const [asking, setAsking] = useState<ScreenSector | null>(null);
  const [currentSectorId, setCurrentSectorId] = useState(view.sectors[0]!.id);
  const [highlight, setHighlight] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [exiting, setExiting] = useState(false);
  const [exitFailed, setExitFailed] = useState<'exitFailed' | 'exitUnreadable' | null>(null);

  // Everyone's counts stay current while the screen is open.
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') void revalidator.revalidate();
    }, 15_000);
    return () => clearInterval(timer);
  }, [revalidator]);

  const sectorOf = (line: ScreenLine) => view.sectors.find((sector) => sector.id === line.countSectorId)!;
  const mayCount = (line: ScreenLine) =>
    writable && (!takenByOther(sectorOf(line), userId) || confirmed.has(line.countSectorId));
  const reveal = (lineId: number) => {
    setHighlight(lineId);
    const line = view.lines.find((candidate) => candidate.id === lineId);
    if (line) setCurrentSectorId(line.countSectorId);
    requestAnimationFrame(() =>
      document.getElementById(`count-line-${lineId}`)?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
    );
  };

  const answer = (result: Awaited<ReturnType<typeof postCount>>) => {
    if (result.ok) {
      setRefusal(null);
      void revalidator.revalidate();
      return true;
    }
    setRefusal(result.reason);
    return false;
  };
  const take = async (countSectorId: number | null, release = false) =>
    answer(await postCount(`${screenUrl}/take`, { countSectorId, release }));
  const addProduct = async (product: FoundCountProduct, countOne: boolean) => {
    const result = await postCount(`${screenUrl}/add-product`, {
      countSectorId: currentSectorId,
      productId: product.id,
    });
    // A product added by a scan is counted one at once; it is saved when its line has arrived.
    if (result.ok && result.lineId) {
      if (countOne) store.change(result.lineId, { ...store.entryOf(result.lineId), units: '1' });
      setHighlight(result.lineId);
      setCurrentSectorId(currentSectorId);
    }
    return answer(result);
  };
  const decide = (lineId: number) => async (total: string) =>
    answer(await postCount(`${screenUrl}/resolve`, { lineId, total }));

  const saveAndExit = async () => {
    setExiting(true);
    setExitFailed(null);
    const saved = await store.saveNow();
    setExiting(false);
    if (saved) void navigate(countUrl);
    // A figure that cannot be read waits for the person, not for the network.
    else setExitFailed(Object.keys(store.getSnapshot().problems).length > 0 ? 'exitUnreadable' : 'exitFailed');
  };

  const everyoneTook = view.sectors.every((sector) => sector.takenByUserId === userId);
  return (
    <Stack gap="md" pb={90}>
      <PageTitle>{`${view.subDepartment.name} · ${view.inventory.name}`}</PageTitle>
      <Stack gap={4}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {view.subDepartment.name}
        </Title>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {view.subDepartment.departmentName} · {view.inventory.name}
        </Text>
        <Group gap="xs">
          {view.inventory.blind && <Badge variant="light">{t('inventoryCounting.blind')}</Badge>}
          {canCount && !finished && <SaveState state={snapshot.saveState} />}
        </Group>
      </Stack>

      {finished && (
        <Alert color="gray" icon={<IconLock size={18} aria-hidden />} data-testid="count-finished">
          {t('inventoryCounting.finished')}
          {snapshot.copy.unsaved.length > 0 && ` ${t('inventoryCounting.keptOnDevice')}`}
        </Alert>
      )}
      {snapshot.restored && !finished && (
        <Alert color="blue" data-testid="count-restored">
          {t('inventoryCounting.restored')}
        </Alert>
      )}
      {refusal && (
        <Alert color="red" data-testid="count-refusal">
          {t(`inventoryCounting.refused.${refusal}`, { defaultValue: t('inventoryCounting.refused.failed') })}
        </Alert>
      )}

      {writable && (
        <>
          <CountScanPanel
            lines={view.lines}
            sectors={view.sectors}
            currentSectorId={currentSectorId}
            onSector={setCurrentSectorId}
            store={store}
            language={language}
            today={today}
            findUrl={`${screenUrl}/find`}
            mayCount={mayCount}
            reveal={reveal}
            addProduct={addProduct}
          />
          <Button size="md" variant="default" onClick={() => void take(null, everyoneTook)} data-testid="take-all">
            {everyoneTook ? t('inventoryCounting.take.releaseAll') : t('inventoryCounting.take.all')}
          </Button>
        </>
      )}

      {view.sectors.map((sector) => {
        const lines = view.lines.filter((line) => line.countSectorId === sector.id);
        const held = takenByOther(sector, userId) && !confirmed.has(sector.id);
        return (
          <Stack
            key={sector.id}
            gap="xs"
            component="section"
            aria-labelledby={`sector-${sector.id}`}
            data-testid="count-sector"
            data-sector={sector.name}
          >
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Title order={2} size="h3" id={`sector-${sector.id}`} style={{ overflowWrap: 'anywhere' }}>
                {sector.name}
              </Title>
              {writable &&
                (sector.takenByUserId === userId ? (
                  <Button size="md" variant="subtle" onClick={() => void take(sector.id, true)}>
                    {t('inventoryCounting.take.release')}
                  </Button>
                ) : (
                  <Button
                    size="md"
                    variant="light"
                    onClick={() => void take(sector.id)}
                    aria-label={t('inventoryCounting.take.sectorOf', { sector: sector.name })}
                  >
                    {t('inventoryCounting.take.sector')}
                  </Button>
                ))}
            </Group>
            {sector.takenByName && (
              <Text size="sm" data-testid="sector-taken">
                {sector.takenByUserId === userId
                  ? t('inventoryCounting.take.byYou')
                  : t('inventoryCounting.take.by', { name: sector.takenByName })}
              </Text>
            )}
            {writable && held && (
              <Button size="md" variant="outline" color="orange" onClick={() => setAsking(sector)}>
                {t('inventoryCounting.take.countAnyway')}
              </Button>
            )}
            {lines.length === 0 && <Text c="dimmed">{t('inventoryCounting.emptySector')}</Text>}
            {lines.map((line) => (
              <CountLineCard
                key={line.id}
                line={line}
                entry={store.entryOf(line.id)}
                problem={snapshot.problems[line.id]}
                userId={userId}
                language={language}
                onChange={mayCount(line) ? (entry) => store.change(line.id, entry) : null}
                onDecide={writable ? decide(line.id) : null}
                highlighted={highlight === line.id}
              />
            ))}
          </Stack>
        );
      })}

      {writable && (
        <CountAddProduct
          findUrl={`${screenUrl}/find`}
          sectorName={view.sectors.find((sector) => sector.id === currentSectorId)?.name ?? ''}
          addProduct={addProduct}
        />
      )}

      <Box
        pos="fixed"
        bottom={0}
        left={0}
        right={0}
        p="sm"
        bg="var(--mantine-color-body)"
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 150 }}
      >
        <Stack gap={4} maw={720} mx="auto">
          {exitFailed && (
            <Text size="sm" c="red.8" role="alert">
              {t(`inventoryCounting.${exitFailed}`)}
            </Text>
          )}
          {writable ? (
            <Button
              size="lg"
              fullWidth
              loading={exiting}
              onClick={() => void saveAndExit()}
              data-testid="save-and-exit"
            >
              {t('inventoryCounting.saveAndExit')}
            </Button>
          ) : (
            <Button size="lg" fullWidth variant="default" onClick={() => void navigate(countUrl)}>
              {t('inventoryCounting.back')}
            </Button>
          )}
        </Stack>
      </Box>

      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={t('inventoryCounting.take.confirmTitle')}
        centered
      >
        <Stack>
          <Text>
            {t('inventoryCounting.take.confirm', { name: asking?.takenByName ?? '', sector: asking?.name ?? '' })}
          </Text>
          <Group justify="flex-end">
            <Button size="md" variant="default" onClick={() => setAsking(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              size="md"
              onClick={() => {
                if (asking) setConfirmed(new Set([...confirmed, asking.id]));
                setAsking(null);
              }}
            >
              {t('inventoryCounting.take.countHere')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** Saved / saving / offline, announced to screen readers (receiving's save-status.tsx, with the count's states). */
function SaveState({ state }: { state: CountSaveState }) {
  const { t } = useTranslation();
  const icon = {
    saved: <IconCloudCheck size={18} aria-hidden />,
    saving: <IconLoader2 size={18} aria-hidden />,
    offline: <IconCloudOff size={18} aria-hidden />,
    refused: <IconAlertTriangle size={18} aria-hidden />,
    finished: <IconLock size={18} aria-hidden />,
  }[state];
  return (
    <Group gap={6} wrap="nowrap" c={state === 'saved' || state === 'saving' ? 'gray.7' : 'red.8'}>
      {icon}
      <Text size="sm" role="status" aria-live="polite" data-testid="save-state" data-state={state}>
        {t(`inventoryCounting.save.${state}`)}
      </Text>
    </Group>
  );
}
