import type { OutgoingMail } from '#app/modules/mail/outbox.repo.server';
import { formatCalendarDate } from '#app/modules/ordering/cart.format';
import { getServerT } from '#app/utils/i18n.server';
import type { Language } from '#app/utils/language';
import { ADVICE_CSV_COLUMNS, adviceCsv, type AdviceCsvLabels, type AdviceLine } from './receiving-advice';

/**
 * The receiving advice to the supplier (docs/decisions/033-advance-ship-notices.md, Receiving): what differs from its
 * advance ship notice, in its language, with the differences as CSV and, for a supplier that sent EDIFACT, a RECADV.
 */
export function receivingAdviceMail(
  language: Language,
  values: {
    to: string[];
    companyId: number;
    shop: string;
    asnNumber: string;
    orderNumber: string | null;
    receivedDate: string;
    unacceptable: boolean;
    differences: readonly AdviceLine[];
    recadv: string | null;
  },
): OutgoingMail {
  const t = getServerT(language);
  const quantity = (value: string) => (language === 'si' ? value.replace('.', ',') : value);
  const date = (value: string | null) => (value ? formatCalendarDate(language, value) : '—');
  const params = {
    shop: values.shop,
    asn: values.asnNumber,
    date: formatCalendarDate(language, values.receivedDate),
    order: values.orderNumber ?? '',
  };
  const lines = values.differences.map((line) =>
    line.reason === 'best_before'
      ? t('asn.advice.bestBefore', {
          position: line.position,
          name: line.name,
          announced: date(line.announcedBestBefore),
          received: date(line.receivedBestBefore),
        })
      : t('asn.advice.line', {
          position: line.position,
          name: line.name,
          announced: quantity(line.announced),
          received: quantity(line.received),
          rejected: quantity(line.rejected),
          unit: line.unit ?? '',
          reason: t(`asn.advice.reasons.${line.reason}`),
        }),
  );
  const paragraphs = [
    t('asn.advice.body', params),
    ...(values.orderNumber ? [t('asn.advice.order', params)] : []),
    ...(values.unacceptable ? [t('asn.advice.unacceptable')] : []),
    lines.join('\n'),
    values.recadv ? `${t('asn.advice.attached')} ${t('asn.advice.recadv')}` : t('asn.advice.attached'),
    t('asn.advice.signature', params),
  ];
  const baseName = t('asn.advice.fileName', { asn: values.asnNumber }).replace(/[^\p{L}\p{N}._-]+/gu, '-');
  const csvLabels: AdviceCsvLabels = {
    ...(Object.fromEntries(ADVICE_CSV_COLUMNS.map((key) => [key, t(`asn.advice.csv.${key}`)])) as Record<
      (typeof ADVICE_CSV_COLUMNS)[number],
      string
    >),
    reasons: {
      short: t('asn.advice.reasons.short'),
      over: t('asn.advice.reasons.over'),
      rejected: t('asn.advice.reasons.rejected'),
      best_before: t('asn.advice.reasons.best_before'),
    },
  };
  return {
    kind: 'receiving_advice',
    to: values.to,
    subject: t('asn.advice.subject', params),
    text: paragraphs.join('\n\n'),
    companyId: values.companyId,
    attachments: [
      {
        filename: `${baseName}.csv`,
        contentType: 'text/csv; charset=utf-8',
        content: adviceCsv(values.differences, csvLabels),
      },
      ...(values.recadv
        ? [
            {
              filename: `${baseName}.edi`,
              contentType: 'application/EDIFACT',
              content: Buffer.from(values.recadv, 'utf8'),
            },
          ]
        : []),
    ],
  };
}
