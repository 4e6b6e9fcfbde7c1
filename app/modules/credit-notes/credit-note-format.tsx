import { Badge, Text } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import type { CreditNoteKind } from '#app/db/schema/reclamations';
import { formatCalendarDate } from '#app/modules/ordering/cart.format';
import { formatNumber } from '#app/utils/format';
import { isLanguage, type Language } from '#app/utils/language';

export const CREDIT_NOTES_PATH = '/admin/deliveries/comparison/credit-notes';

const KIND_COLORS: Record<CreditNoteKind, string> = { invoice: 'blue', credit: 'green', debit: 'orange' };

/** A document's kind, the same way on the list, its page and the import preview. */
export function KindBadge({ kind }: { kind: CreditNoteKind }) {
  const { t } = useTranslation();
  return (
    <Badge color={KIND_COLORS[kind]} variant="light">
      {t(`creditNotes.kinds.${kind}`)}
    </Badge>
  );
}

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** A quantity with its unit as the document writes it. */
export function quantityText(language: Language, quantity: string | null, unit: string | null) {
  if (quantity === null) return '—';
  return `${formatNumber(language, Number(quantity))}${unit ? ` ${unit}` : ''}`;
}

/** The delivery note line a document line is matched to, or "not matched". */
export function MatchText({
  match,
}: {
  match: { deliveryNumber: string | null; deliveryDate: string | null; position: number | null } | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!match || match.deliveryDate === null)
    return (
      <Text size="sm" c="red.9" fw={600} data-testid="match">
        {t('creditNotes.notMatched')}
      </Text>
    );
  return (
    <Text size="sm" data-testid="match">
      {t('creditNotes.matchedTo', {
        number: match.deliveryNumber ?? t('creditNotes.noNumber'),
        date: formatCalendarDate(language, match.deliveryDate),
        line: match.position ?? '',
      })}
    </Text>
  );
}
