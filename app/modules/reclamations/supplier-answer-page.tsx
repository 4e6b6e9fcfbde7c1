import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Alert, Badge, Button, Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { Form, useNavigation, useParams } from 'react-router';
import type { SubmissionResult } from '@conform-to/react';
import { useSubmitOnce } from '#app/components/submit-once';
import { FormErrors, TextAreaField, TextField } from '#app/components/form';
import { formatDecimalInput } from '#app/utils/decimal-input';
import { formatDate, formatMoney } from '#app/utils/format';
import { messageKey } from '#app/utils/i18n';
import { isLanguage, type Language } from '#app/utils/language';
import type { AnswerPageLine } from './supplier-answer.repo.server';
import { supplierAnswerSchema } from './supplier-answer.schema';

const FLAGS = ['damagedSeal', 'missingSeal', 'dirty', 'unacceptable'] as const;

export interface AnswerPageReclamation {
  number: number;
  date: Date;
  companyName: string;
  shopName: string;
  supplierName: string;
  deliveryNumber: string | null;
  deliveryDate: string;
  damagedSeal: boolean;
  missingSeal: boolean;
  dirty: boolean;
  unacceptable: boolean;
  note: string | null;
  answer: 'accepted' | 'partly' | 'rejected' | null;
  answeredAt: Date | null;
  answeredBy: string | null;
  answerComment: string | null;
  linkUsedAt: Date | null;
  timeZone: string;
}

function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** A forged, revoked or expired link: what happened and what to do, nothing about the reclamation. */
export function RefusedLink({ reason }: { reason: 'invalid' | 'expired' }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" role="alert" title={t(`reclamationAnswer.refused.${reason}Title`)}>
      {t(`reclamationAnswer.refused.${reason}Body`)}
    </Alert>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Text fw={600}>{label}:</Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{children}</Text>
    </Group>
  );
}

/** The reclamation and its delivery, as the shop sent it. */
function ReclamationFacts({ reclamation }: { reclamation: AnswerPageReclamation }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const flags = FLAGS.filter((flag) => reclamation[flag]);
  return (
    <Stack gap="xs">
      <Title order={1}>{t('reclamationAnswer.title', { number: reclamation.number })}</Title>
      <Text>
        {t('reclamationAnswer.intro', {
          shop: reclamation.shopName,
          company: reclamation.companyName,
          supplier: reclamation.supplierName,
        })}
      </Text>
      <Fact label={t('reclamationAnswer.facts.shop')}>{reclamation.shopName}</Fact>
      <Fact label={t('reclamationAnswer.facts.company')}>{reclamation.companyName}</Fact>
      <Fact label={t('reclamationAnswer.facts.date')}>
        {formatDate(language, reclamation.date, reclamation.timeZone)}
      </Fact>
      <Fact label={t('reclamationAnswer.facts.deliveryNote')}>
        {reclamation.deliveryNumber ?? t('reclamationAnswer.facts.noNumber')}
      </Fact>
      <Fact label={t('reclamationAnswer.facts.deliveryDate')}>{formatDate(language, reclamation.deliveryDate)}</Fact>
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{t('reclamationAnswer.facts.problems')}:</Text>
        {flags.length ? (
          flags.map((flag) => (
            <Badge key={flag} color="red" variant="light">
              {t(`reclamationAnswer.flags.${flag}`)}
            </Badge>
          ))
        ) : (
          <Text>{t('reclamationAnswer.facts.noProblems')}</Text>
        )}
      </Group>
      {reclamation.note && <Fact label={t('reclamationAnswer.facts.shopNote')}>{reclamation.note}</Fact>}
    </Stack>
  );
}

/** Photos taken at the door, through the link's own image route; each opens full size. */
function AnswerPhotos({ ids, label }: { ids: number[]; label: string }) {
  const { token } = useParams();
  if (!ids.length || !token) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {ids.map((id, index) => {
        const url = `/reclamation-answer/${token}/photos/${id}`;
        return (
          <a key={id} href={url} target="_blank" rel="noreferrer">
            <img
              src={url}
              alt={`${label} ${index + 1}`}
              width={88}
              height={88}
              loading="lazy"
              style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
            />
          </a>
        );
      })}
    </Group>
  );
}

function LineFacts({ line }: { line: AnswerPageLine }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <Stack gap={4}>
      <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
        {line.position}. {line.productName}
      </Title>
      {line.itemCode && <Fact label={t('reclamationAnswer.lines.itemCode')}>{line.itemCode}</Fact>}
      <Fact label={t('reclamationAnswer.lines.reason')}>{t(`reclamationAnswer.reasons.${line.reason}`)}</Fact>
      <Fact label={t('reclamationAnswer.lines.quantity')}>
        {formatDecimalInput(line.quantity, language, 0)} {line.unit ?? ''}
      </Fact>
      <Fact label={t('reclamationAnswer.lines.amount')}>
        {line.amount ? formatMoney(language, line.amount) : t('reclamationAnswer.lines.noAmount')}
      </Fact>
      {line.note && <Fact label={t('reclamationAnswer.lines.note')}>{line.note}</Fact>}
      <AnswerPhotos ids={line.photoIds} label={t('reclamationAnswer.photoOf', { product: line.productName })} />
    </Stack>
  );
}

/** A used link: the answer as recorded, read-only (and a thank-you right after sending it). */
export function RecordedAnswer({
  reclamation,
  lines,
  notePhotoIds,
  justSent,
}: {
  reclamation: AnswerPageReclamation;
  lines: AnswerPageLine[];
  notePhotoIds: number[];
  justSent: boolean;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <Stack>
      {justSent && (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
          {t('reclamationAnswer.answered.thanks')}
        </Alert>
      )}
      <ReclamationFacts reclamation={reclamation} />
      <AnswerPhotos ids={notePhotoIds} label={t('reclamationAnswer.photoOfDelivery')} />
      <Alert color="blue" title={t('reclamationAnswer.answered.title')} data-testid="recorded-answer">
        <Text>
          {t('reclamationAnswer.answered.body', {
            date: reclamation.answeredAt ? formatDate(language, reclamation.answeredAt, reclamation.timeZone) : '',
            name: reclamation.answeredBy ?? '',
            answer: reclamation.answer ? t(`reclamationAnswer.answers.${reclamation.answer}`) : '',
          })}
        </Text>
        {reclamation.answerComment && (
          <Text>{t('reclamationAnswer.answered.comment', { comment: reclamation.answerComment })}</Text>
        )}
      </Alert>
      <Title order={2} size="h4">
        {t('reclamationAnswer.lines.title')}
      </Title>
      {lines.map((line) => (
        <Card key={line.id} withBorder padding="md" data-testid="answer-line">
          <LineFacts line={line} />
          <Group gap="xs" mt="xs" wrap="wrap">
            {line.supplierAnswer && (
              <Badge color={line.supplierAnswer === 'accepted' ? 'green' : 'red'} size="lg">
                {t(`reclamationAnswer.lineAnswers.${line.supplierAnswer}`)}
              </Badge>
            )}
            {line.promisedCredit && (
              <Text>
                {t('reclamationAnswer.lines.promisedCredit')}: {formatMoney(language, line.promisedCredit)}
              </Text>
            )}
          </Group>
          {line.supplierComment && (
            <Text mt="xs" style={{ overflowWrap: 'anywhere' }}>
              {t('reclamationAnswer.lines.yourComment')}: {line.supplierComment}
            </Text>
          )}
        </Card>
      ))}
    </Stack>
  );
}

/** The supplier's answer: each line accepted or rejected with a comment and a promised credit, then who answers. */
export function AnswerForm({
  reclamation,
  lines,
  notePhotoIds,
  lastResult,
}: {
  reclamation: AnswerPageReclamation;
  lines: AnswerPageLine[];
  notePhotoIds: number[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const navigation = useNavigation();
  const schema = supplierAnswerSchema(language);
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(schema),
    defaultValue: { lines: lines.map((line) => ({ id: String(line.id) })) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const lineFields = fields.lines.getFieldList();
  const formProps = getFormProps(form);
  const submitOnce = useSubmitOnce();
  return (
    <Stack>
      <ReclamationFacts reclamation={reclamation} />
      <AnswerPhotos ids={notePhotoIds} label={t('reclamationAnswer.photoOfDelivery')} />
      <Form
        method="post"
        {...formProps}
        onSubmit={(event) => {
          formProps.onSubmit(event);
          // Only an answer that passed the checks counts as sent; a second tap on it then posts nothing.
          if (!event.defaultPrevented) submitOnce(event);
        }}
      >
        <Stack>
          <FormErrors errors={form.errors} />
          <Title order={2} size="h4">
            {t('reclamationAnswer.lines.title')}
          </Title>
          {lines.map((line, index) => {
            const field = lineFields[index]!.getFieldset();
            const answerError = field.answer.errors?.[0];
            return (
              <Card key={line.id} withBorder padding="md" data-testid="answer-line">
                <Stack gap="sm">
                  <LineFacts line={line} />
                  <input type="hidden" name={field.id.name} value={String(line.id)} />
                  <Radio.Group
                    key={field.answer.key}
                    name={field.answer.name}
                    defaultValue={typeof field.answer.initialValue === 'string' ? field.answer.initialValue : undefined}
                    label={t('reclamationAnswer.lines.answer', { product: line.productName })}
                    withAsterisk
                    error={answerError ? t(messageKey(answerError)) : undefined}
                  >
                    <Group gap="xl" mt={4}>
                      <Radio size="md" value="accepted" label={t('reclamationAnswer.lines.accept')} />
                      <Radio size="md" value="rejected" label={t('reclamationAnswer.lines.reject')} />
                    </Group>
                  </Radio.Group>
                  <TextField
                    field={field.credit}
                    label={t('reclamationAnswer.lines.credit')}
                    inputMode="decimal"
                    autoComplete="off"
                    description={
                      line.amount
                        ? t('reclamationAnswer.lines.creditHint', { amount: formatMoney(language, line.amount) })
                        : t('reclamationAnswer.lines.creditHintNoAmount', {
                            example: formatDecimalInput('12.5', language),
                          })
                    }
                  />
                  <TextAreaField field={field.comment} label={t('reclamationAnswer.lines.comment')} minRows={2} />
                </Stack>
              </Card>
            );
          })}
          <TextField field={fields.answeredBy} label={t('reclamationAnswer.answeredBy')} autoComplete="name" />
          <TextAreaField field={fields.comment} label={t('reclamationAnswer.comment')} minRows={2} />
          <Button type="submit" size="lg" fullWidth loading={navigation.state !== 'idle'}>
            {t('reclamationAnswer.submit')}
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}
