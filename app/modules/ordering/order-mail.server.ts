import type { DbOrTx } from '#app/db/client.server';
import type { Language } from '#app/utils/language';
import { enqueueMail, type MailAttachment, type OutgoingMail } from '#app/modules/mail/outbox.repo.server';
import { formatDate } from '#app/utils/format';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { getServerT } from '#app/utils/i18n.server';
import {
  loadOrderDocument,
  orderFileName,
  renderOrderCsv,
  renderOrderPdf,
  type OrderDocument,
} from './order-document.server';
import { setOrderMail } from './orders.repo.server';

/** The order's PDF and CSV, as mail attachments. */
async function orderAttachments(doc: OrderDocument, language: Language): Promise<MailAttachment[]> {
  return [
    {
      filename: orderFileName(language, doc, 'pdf'),
      contentType: 'application/pdf',
      content: await renderOrderPdf(doc, language),
    },
    {
      filename: orderFileName(language, doc, 'csv'),
      contentType: 'text/csv; charset=utf-8',
      content: renderOrderCsv(doc, language),
    },
  ];
}

/** The mail to the supplier and, when someone should get one, the copy for the shop; in the sender's language. */
function orderMails(
  doc: OrderDocument,
  language: Language,
  recipients: { supplier: string[]; copy: string[] },
  attachments: MailAttachment[],
  companyId: number,
): { supplier: OutgoingMail; copy: OutgoingMail | null } {
  const t = getServerT(language);
  const values = {
    number: doc.number,
    shop: doc.shop.name,
    company: doc.company,
    supplier: doc.supplier.name,
    date: formatDate(language, `${doc.deliveryDate}T12:00:00Z`, 'UTC'),
    note: doc.note,
  };
  const note = doc.note ? [t('cart.mail.note', values)] : [];
  const supplier: OutgoingMail = {
    kind: 'order',
    to: recipients.supplier,
    subject: t('cart.mail.subject', values),
    text: [t('cart.mail.body', values), ...note, t('cart.mail.signature', values)].join('\n\n'),
    companyId,
    attachments,
  };
  const copy: OutgoingMail | null = recipients.copy.length
    ? {
        kind: 'order_copy',
        to: recipients.copy,
        subject: t('cart.mail.copySubject', values),
        text: [t('cart.mail.copyBody', values), ...note].join('\n\n'),
        companyId,
        attachments,
      }
    : null;
  return { supplier, copy };
}

/**
 * Puts a new order's mail to the supplier (with PDF and CSV) and the shop's copy in the outbox, in the caller's
 * transaction, and links the supplier's mail to the order: its state is the order's Sending/Sent/Failed.
 */
export async function enqueueOrderMail(
  tx: DbOrTx,
  shop: ShopScope,
  orderId: number,
  language: Language,
  recipients: { supplier: string[]; copy: string[] },
): Promise<number> {
  const doc = await loadOrderDocument(tx, shop, orderId);
  if (!doc) throw new Error(`order ${orderId} is not in shop ${shop.shopId}`);
  const mails = orderMails(doc, language, recipients, await orderAttachments(doc, language), shop.companyId);
  const mailId = await enqueueMail(tx, mails.supplier);
  if (mails.copy) await enqueueMail(tx, mails.copy);
  await setOrderMail(tx, shop, orderId, mailId);
  return mailId;
}
