import type { ShortLineChoice } from '#app/db/schema/receiving';
import type { ReceiptHeader, ReceiptLineInput } from './receipt.schema';
import type { DecimalMark } from './receipt-scan';
import type { SupplierCertificates } from './seafood-certificates';
import type { ProblemCode, SignOffProblems } from './sign-off-check';

/** What every part of the receiving screen needs to show and change the draft. */
export interface ReceiptEditor {
  header: ReceiptHeader;
  setHeader: (patch: Partial<ReceiptHeader>) => void;
  setLine: (uid: string, patch: Partial<ReceiptLineInput>) => void;
  /** Saves at once (a field was left). */
  flush: () => void;
  problems: SignOffProblems;
  /** Field errors show once sign-off was tried; before, only the list above the button says what is missing. */
  showProblems: boolean;
  mark: DecimalMark;
  today: string;
  shortLineChoice: ShortLineChoice;
  /** The supplier's ASC and MSC certificates: certified seafood is checked against them. */
  supplierCertificates?: SupplierCertificates;
  noteId: number;
  basePath: string;
}

/** The text of a problem code, for a field's error (the records' problems live with the records' texts). */
export const problemKey = (code: ProblemCode) =>
  code === 'exclude_reason' ? 'receivingRecords.problems.exclude_reason' : (`receiving.problems.${code}` as const);
