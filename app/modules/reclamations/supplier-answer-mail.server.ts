import Decimal from 'decimal.js';
import type { ReclamationAnswer, ReclamationLineAnswer } from '#app/db/schema/reclamations';
import { formatMoney } from '#app/utils/format';
import { getServerT } from '#app/utils/i18n.server';
import type { Language } from '#app/utils/language';

interface AnsweredLine {
  productName: string;
  answer: ReclamationLineAnswer;
  comment: string | null;
  credit: string | null;
}

/** To the shop's users with item e-mails, in their language: the supplier's answer in short and the way to it. */
export function supplierAnswerMail(
  language: Language,
  values: {
    number: number;
    supplierName: string;
    answer: ReclamationAnswer;
    answeredBy: string;
    comment: string | null;
    lines: readonly AnsweredLine[];
    link: string;
  },
) {
  const t = getServerT(language);
  const answer = t(`reclamationAnswer.answers.${values.answer}`);
  const total = values.lines.reduce((sum, line) => (line.credit ? sum.plus(line.credit) : sum), new Decimal(0));
  const lines = values.lines.map((line) => {
    const parts = [`${line.productName}: ${t(`reclamationAnswer.lineAnswers.${line.answer}`)}`];
    if (line.credit) parts.push(t('reclamationAnswer.mail.credit', { amount: formatMoney(language, line.credit) }));
    if (line.comment) parts.push(line.comment);
    return `- ${parts.join(' · ')}`;
  });
  const text = [
    t('reclamationAnswer.mail.body', { supplier: values.supplierName, number: values.number, answer }),
    '',
    ...lines,
    '',
    t('reclamationAnswer.mail.total', { amount: formatMoney(language, total.toFixed(2)) }),
    t('reclamationAnswer.mail.answeredBy', { name: values.answeredBy }),
    ...(values.comment ? [t('reclamationAnswer.mail.comment', { comment: values.comment })] : []),
    '',
    t('reclamationAnswer.mail.open'),
    values.link,
    '',
    t('mail.signature'),
  ];
  return {
    subject: t('reclamationAnswer.mail.subject', { number: values.number, supplier: values.supplierName, answer }),
    text: text.join('\n'),
  };
}
