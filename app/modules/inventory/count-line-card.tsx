import { Badge, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import type { Language } from '#app/utils/language';
import { CountConflict } from './count-conflict';
import { readEntry, type TypedEntry } from './count-entry';
import { formatQuantity } from './count-format';
import { mergeOf, type ScreenLine } from './count-screen';
import { CountStepper } from './count-stepper';
import type { CountSnapshot } from './count-store';
import { cartonSizeOf, cartonsOf, countUnitOf } from './inventory-units';

interface CountLineCardProps {
  line: ScreenLine;
  entry: TypedEntry;
  problem: CountSnapshot['problems'][string] | undefined;
  userId: number;
  language: Language;
  /** Null: read only (a finished count, no permission, or a sector someone else took). */
  onChange: ((entry: TypedEntry) => void) | null;
  onDecide: ((total: string) => Promise<boolean>) | null;
  highlighted: boolean;
}

/**
 * One product of the sector: its codes and count unit, the expected quantity (unless blind), the person's entry in
 * cartons and units, in another counting unit or in kg, the total it makes, and everyone else's counts.
 */
export function CountLineCard({
  line,
  entry,
  problem,
  userId,
  language,
  onChange,
  onDecide,
  highlighted,
}: CountLineCardProps) {
  const { t } = useTranslation();
  const unit = countUnitOf(line.units);
  const size = cartonSizeOf(line.units);
  const read = readEntry(line.units, entry, language);
  const total = read.ok ? read.total : null;
  const split = total && size ? cartonsOf(line.units, total) : null;
  const merge = mergeOf(line);
  const others = line.counts.filter((person) => person.userId !== userId);
  const error = (field: 'cartons' | 'units' | 'otherAmount') => {
    const wrong = problem ?? (read.ok ? null : read);
    return wrong?.field === field
      ? t(`inventoryCounting.problem.${wrong.reason}`, { defaultValue: t('inventoryCounting.problem.format') })
      : undefined;
  };
  const set = (patch: Partial<TypedEntry>) => onChange?.({ ...entry, ...patch });
  const codes = [line.itemCode, line.internalCode, line.ean].filter(Boolean).join(' · ');
  return (
    <Paper
      withBorder
      p="sm"
      id={`count-line-${line.id}`}
      data-testid="count-line"
      data-product={line.name}
      style={highlighted ? { outline: '3px solid var(--mantine-color-brand-5)' } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {line.name}
          </Text>
          {line.addedDuringCount && <Badge variant="light">{t('inventoryCounting.line.added')}</Badge>}
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {[codes, t('inventoryCounting.line.countUnit', { unit })].filter(Boolean).join(' · ')}
          {size
            ? ` · ${t('inventoryCounting.line.perCarton', { size: formatQuantity(size.toFixed(), language), unit })}`
            : ''}
        </Text>
        {line.expected !== null && (
          <Text size="sm" data-testid="count-expected">
            {t('inventoryCounting.line.expected', { total: formatQuantity(line.expected, language), unit })}
          </Text>
        )}
        {size && (
          <CountStepper
            label={t('inventoryCounting.line.cartons')}
            product={line.name}
            value={entry.cartons}
            onChange={(cartons) => set({ cartons })}
            language={language}
            disabled={!onChange}
            error={error('cartons')}
            testId="count-cartons"
          />
        )}
        <CountStepper
          label={
            line.units.isWeighted
              ? t('inventoryCounting.line.weight', { unit })
              : size
                ? t('inventoryCounting.line.looseUnits', { unit })
                : t('inventoryCounting.line.units', { unit })
          }
          product={line.name}
          value={entry.units}
          onChange={(units) => set({ units })}
          language={language}
          disabled={!onChange}
          error={error('units')}
          testId="count-units"
        />
        {line.units.countingUnits.length > 0 && (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <NativeSelect
              size="md"
              style={{ flex: '0 0 40%', minWidth: 0 }}
              label={t('inventoryCounting.line.otherUnit')}
              aria-label={t('inventoryCounting.line.otherUnitOf', { name: line.name })}
              value={entry.otherUnit ?? line.units.countingUnits[0]!.unit}
              onChange={(event) => set({ otherUnit: event.currentTarget.value })}
              disabled={!onChange}
              data={line.units.countingUnits.map((counting) => ({
                value: counting.unit,
                label: `${counting.unit} = ${formatQuantity(counting.factor, language)} ${unit}`,
              }))}
            />
            <div style={{ flex: 1, minWidth: 0 }}>
              <CountStepper
                label={t('inventoryCounting.line.otherAmount')}
                product={line.name}
                value={entry.otherAmount}
                onChange={(otherAmount) =>
                  set({ otherAmount, otherUnit: entry.otherUnit ?? line.units.countingUnits[0]!.unit })
                }
                language={language}
                disabled={!onChange}
                error={error('otherAmount')}
                testId="count-other"
              />
            </div>
          </Group>
        )}
        <Text size="sm" fw={600} data-testid="count-total" aria-live="polite">
          {total === null
            ? t('inventoryCounting.line.notCounted')
            : t('inventoryCounting.line.total', { total: formatQuantity(total, language), unit })}
          {split &&
            ` · ${t('inventoryCounting.line.inCartons', {
              count: Number(split.cartons),
              units: formatQuantity(split.units, language),
              unit,
            })}`}
        </Text>
        {merge.state === 'conflict' ? (
          <CountConflict
            product={line.name}
            unit={unit}
            counts={merge.counts.map((person) => line.counts.find((c) => c.userId === person.userId)!)}
            language={language}
            onDecide={onDecide}
          />
        ) : merge.state === 'resolved' ? (
          <Text size="sm" data-testid="count-resolved">
            {t('inventoryCounting.line.resolved', {
              total: formatQuantity(merge.total, language),
              unit,
              name: line.resolved?.byName ?? '—',
            })}
          </Text>
        ) : (
          others.map((person) => (
            <Text size="sm" c="dimmed" key={person.userId} data-testid="count-other-person">
              {t('inventoryCounting.line.alsoCounted', {
                name: person.name,
                total: formatQuantity(person.total, language),
                unit,
              })}
            </Text>
          ))
        )}
      </Stack>
    </Paper>
  );
}
