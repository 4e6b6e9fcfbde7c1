import Decimal from 'decimal.js';
import { DEFAULT_SEPARATORS, releaseEdifact } from './edifact-tokenizer';

/**
 * An EANCOM RECADV (receiving advice, UN D.96A, EANCOM 1997 subset) for the differences between a despatch advice and
 * what was received, sent to suppliers who sent EDIFACT (docs/decisions/033-advance-ship-notices.md, "Formats").
 * Per line: what was despatched (QTY+12), received (QTY+48) and received and accepted (QTY+194), and one quantity
 * variance (QVR: not accepted, 195, with PE when for the best before date; else the difference to the despatched
 * quantity, 12, with AC when over-shipped). The UNA is always written and values are escaped with the release
 * character, so the message reads back through the tokenizer.
 */

type RecadvReason = 'short' | 'over' | 'rejected' | 'best_before';

interface RecadvLine {
  /** The line number of the despatch advice. */
  position: number;
  gtin: string | null;
  supplierItemCode: string | null;
  /** Decimal strings, in `unitCode`. */
  despatched: string;
  received: string;
  rejected: string;
  unitCode: string | null;
  reason: RecadvReason;
  /** The best before date found on the goods (ISO), when it differs from the despatch advice. */
  receivedBestBefore?: string | null;
}

export interface RecadvInput {
  /** The interchange control reference, also the receiving advice's number (at most 14 characters). */
  interchangeRef: string;
  /** The shop (buyer) and the supplier, by GLN. */
  sender: { gln: string };
  recipient: { gln: string };
  asnNumber: string;
  orderNumber: string | null;
  /** ISO date of the receipt. */
  receivedDate: string;
  lines: RecadvLine[];
  /** When the interchange is prepared (UNB date and time, UTC); now when not given. */
  preparedAt?: Date;
}

const { component, element, decimal, release, segment } = DEFAULT_SEPARATORS;
const UNA = `UNA${component}${element}${decimal}${release} ${segment}`;

/** A value as data: line breaks flattened, service characters released. */
const data = (text: string) => releaseEdifact(text.replace(/[\r\n\t]+/g, ' ').trim());

const ediDate = (iso: string) => iso.slice(0, 10).replaceAll('-', '');

const plain = (value: Decimal) => value.toFixed();

function quantity(qualifier: string, amount: Decimal, unitCode: string | null): string {
  const unit = unitCode && /^[A-Z0-9]{2,3}$/.test(unitCode) ? `${component}${unitCode}` : '';
  return `QTY${element}${qualifier}${component}${plain(amount)}${unit}`;
}

function lineSegments(line: RecadvLine): string[] {
  const despatched = new Decimal(line.despatched);
  const received = new Decimal(line.received);
  const rejected = new Decimal(line.rejected);
  const segments = [
    line.gtin
      ? `LIN${element}${line.position}${element}${element}${data(line.gtin)}${component}SRV`
      : `LIN${element}${line.position}`,
  ];
  if (line.supplierItemCode)
    segments.push(`PIA${element}${line.gtin ? '1' : '5'}${element}${data(line.supplierItemCode)}${component}SA`);
  segments.push(
    quantity('12', despatched, line.unitCode),
    quantity('48', received, line.unitCode),
    quantity('194', Decimal.max(received.minus(rejected), 0), line.unitCode),
  );
  if (line.receivedBestBefore)
    segments.push(`DTM${element}361${component}${ediDate(line.receivedBestBefore)}${component}102`);
  if (rejected.gt(0)) {
    const reason = line.reason === 'best_before' ? `${element}${element}PE` : '';
    segments.push(`QVR${element}${plain(rejected.negated())}${component}195${reason}`);
  } else if (!received.eq(despatched)) {
    const over = received.gt(despatched) ? `${element}AC` : '';
    segments.push(`QVR${element}${plain(received.minus(despatched))}${component}12${over}`);
  }
  return segments;
}

/** The interchange text (UNA … UNZ), one segment a line. */
export function buildRecadv(input: RecadvInput): string {
  const preparedAt = input.preparedAt ?? new Date();
  const iso = preparedAt.toISOString();
  const ref = data(input.interchangeRef);
  const message = [
    `UNH${element}1${element}RECADV${component}D${component}96A${component}UN${component}EAN003`,
    `BGM${element}632${element}${ref}${element}9`,
    `DTM${element}137${component}${ediDate(iso)}${component}102`,
    `DTM${element}50${component}${ediDate(input.receivedDate)}${component}102`,
    `RFF${element}AAK${component}${data(input.asnNumber)}`,
    ...(input.orderNumber ? [`RFF${element}ON${component}${data(input.orderNumber)}`] : []),
    `NAD${element}BY${element}${data(input.sender.gln)}${component}${component}9`,
    `NAD${element}SU${element}${data(input.recipient.gln)}${component}${component}9`,
    `CPS${element}1`,
    ...input.lines.flatMap(lineSegments),
    `CNT${element}2${component}${input.lines.length}`,
  ];
  message.push(`UNT${element}${message.length + 1}${element}1`);
  const interchange = [
    `UNB${element}UNOC${component}3${element}${data(input.sender.gln)}${component}14${element}${data(input.recipient.gln)}${component}14${element}${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${component}${iso.slice(11, 13)}${iso.slice(14, 16)}${element}${ref}`,
    ...message,
    `UNZ${element}1${element}${ref}`,
  ];
  return `${UNA}\n${interchange.map((text) => `${text}${segment}`).join('\n')}\n`;
}
