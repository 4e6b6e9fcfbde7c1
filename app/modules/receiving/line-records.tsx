import { Alert, Anchor, Badge, Checkbox, Group, List, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { formatCalendarDate } from '#app/modules/ordering/cart.format';
import type { ReceiptLineInput } from './receipt.schema';
import type { ReceiptEditor } from './receipt-editor';
import { useLanguage } from './receipt-format';
import type { LineRecord, ReceiptViewLine } from './receipt-view';
import type { LineCertificate } from './seafood-certificates';
import { certificateOf } from './sign-off-check';

/**
 * What the receiving screen shows and asks for the records of issue 14 (decision 034): the risk-item and stock flags,
 * the seafood certificate and its warning, and the same facts on a signed-off note.
 */

const TAP = { body: { minHeight: 44, alignItems: 'center' } } as const;
const SCHEME_NAMES = { asc: 'ASC', msc: 'MSC' } as const;

/** The line's certificate as the editor sees it now (the delivery date typed, the supplier's certificates). */
export function editorCertificate(editor: ReceiptEditor, line: ReceiptViewLine): LineCertificate | null {
  return certificateOf(editor, line, editor.header);
}

function useWarningText() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (certificate: LineCertificate) => {
    const scheme = SCHEME_NAMES[certificate.scheme];
    if (certificate.warning === 'missing') return t('receivingRecords.warning.missing', { scheme });
    return t('receivingRecords.warning.expired', {
      scheme,
      number: certificate.supplier.number ?? '',
      date: certificate.supplier.expires ? formatCalendarDate(language, certificate.supplier.expires) : '',
    });
  };
}

/** On the line's card, seen without opening it: risk item, not in stock, the scheme, and the certificate's warning. */
export function LineRecordFlags({
  line,
  input,
  certificate,
}: {
  line: ReceiptViewLine;
  input: ReceiptLineInput;
  certificate: LineCertificate | null;
}) {
  const { t } = useTranslation();
  const warningText = useWarningText();
  const excluded = line.excludedByProduct || input.excludeFromStock;
  if (!line.isRisky && !excluded && !certificate) return null;
  return (
    <>
      <Group gap={6}>
        {line.isRisky && (
          <Badge color="red" variant="outline" tt="none" data-testid="risky">
            {t('receivingRecords.line.risky')}
          </Badge>
        )}
        {excluded && (
          <Badge color="gray" variant="outline" tt="none" data-testid="not-in-stock">
            {t('receivingRecords.line.notInStock')}
          </Badge>
        )}
        {certificate && (
          <Badge color="blue" variant="outline" tt="none" data-testid="certificate-scheme">
            {t('receivingRecords.line.scheme', { scheme: SCHEME_NAMES[certificate.scheme] })}
          </Badge>
        )}
      </Group>
      {certificate?.warning && (
        <Alert color="orange" p="xs" data-testid="certificate-warning">
          <Text size="sm">{warningText(certificate)}</Text>
        </Alert>
      )}
    </>
  );
}

interface LineRecordFieldsProps {
  line: ReceiptViewLine;
  input: ReceiptLineInput;
  editor: ReceiptEditor;
  certificate: LineCertificate | null;
  excludeError?: string;
}

/** In the line's details: the certificate number (the supplier's, unless typed) and "exclude from stock" with why. */
export function LineRecordFields({ line, input, editor, certificate, excludeError }: LineRecordFieldsProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<ReceiptLineInput>) => editor.setLine(line.uid, patch);
  const name = line.productName;
  return (
    <>
      {certificate && (
        <TextInput
          size="md"
          label={t('receivingRecords.line.certificateNumber', { scheme: SCHEME_NAMES[certificate.scheme] })}
          aria-label={t('receivingRecords.line.certificateNumberOf', {
            scheme: SCHEME_NAMES[certificate.scheme],
            name,
          })}
          description={certificate.supplier.number ? t('receivingRecords.line.certificateNumberHint') : undefined}
          descriptionProps={{ c: 'gray.7' }}
          // Pre-filled with the supplier's number; what is typed replaces it (emptied: nothing typed, the supplier's).
          value={input.certificateNumber ?? certificate.supplier.number ?? ''}
          maxLength={80}
          autoComplete="off"
          onChange={(event) => set({ certificateNumber: event.currentTarget.value })}
          onBlur={editor.flush}
        />
      )}
      {line.excludedByProduct ? (
        <Text size="sm" data-testid="excluded-by-product">
          {t('receivingRecords.line.excludedByProduct')}
        </Text>
      ) : (
        <>
          <Checkbox
            size="md"
            styles={TAP}
            label={t('receivingRecords.line.excludeFromStock')}
            aria-label={t('receivingRecords.line.excludeFromStockOf', { name })}
            checked={input.excludeFromStock}
            onChange={(event) => {
              const excludeFromStock = event.currentTarget.checked;
              set({ excludeFromStock, excludeReason: excludeFromStock ? input.excludeReason : null });
            }}
          />
          {input.excludeFromStock && (
            <Textarea
              size="md"
              autosize
              minRows={2}
              maxLength={500}
              required
              label={t('receivingRecords.line.excludeReason')}
              aria-label={t('receivingRecords.line.excludeReasonOf', { name })}
              value={input.excludeReason ?? ''}
              error={excludeError}
              onChange={(event) => set({ excludeReason: event.currentTarget.value || null })}
              onBlur={editor.flush}
            />
          )}
        </>
      )}
    </>
  );
}

/** Above the sign-off button: the certificate warnings of the receipt, each a link to its line. Never blocking. */
export function CertificateWarnings({
  editor,
  lines,
  reveal,
}: {
  editor: ReceiptEditor;
  lines: ReceiptViewLine[];
  reveal: (uid: string) => void;
}) {
  const { t } = useTranslation();
  const warningText = useWarningText();
  if (editor.header.unacceptable) return null;
  const warned = lines.flatMap((line) => {
    const certificate = editorCertificate(editor, line);
    return certificate?.warning ? [{ line, certificate }] : [];
  });
  if (!warned.length) return null;
  return (
    <Alert color="orange" data-testid="sign-off-warnings">
      <Text fw={600} size="sm">
        {t('receivingRecords.signOff.warnings', { count: warned.length })}
      </Text>
      <List size="sm" spacing={2}>
        {warned.map(({ line, certificate }) => (
          <List.Item key={line.uid}>
            <Anchor
              href={`#line-${line.uid}`}
              onClick={(event) => {
                event.preventDefault();
                reveal(line.uid);
              }}
            >
              {line.productName}: {warningText(certificate)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** A signed-off line's records: risk item, excluded from stock and why, the certificate with its number and expiry. */
export function SignedLineRecord({ record }: { record: LineRecord }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const facts = [
    record.isRisky && t('receivingRecords.note.risky'),
    record.excludedFromStock &&
      (record.excludeReason
        ? t('receivingRecords.note.excludedBecause', { reason: record.excludeReason })
        : t('receivingRecords.note.excludedByProduct')),
    record.certificateScheme &&
      [
        t('receivingRecords.note.certificate', {
          scheme: SCHEME_NAMES[record.certificateScheme],
          number: record.certificateNumber ?? t('receivingRecords.note.noNumber'),
        }),
        record.certificateExpires &&
          t('receivingRecords.note.expires', { date: formatCalendarDate(language, record.certificateExpires) }),
      ]
        .filter(Boolean)
        .join(', '),
  ].filter((fact): fact is string => Boolean(fact));
  if (!facts.length) return null;
  return (
    <Text size="sm" data-testid="line-records" style={{ overflowWrap: 'anywhere' }}>
      {facts.join(' · ')}
    </Text>
  );
}
