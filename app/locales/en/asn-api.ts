export default {
  keys: {
    title: 'API keys for advance ship notices',
    intro:
      "A supplier's system can send its advance ship notices straight to Prevzem (EDIFACT DESADV, UBL despatch advice or a spreadsheet). Make one key for each supplier and give it to them: a notice sent with the key is filed under that supplier, in this shop.",
    docs: 'How the API works (OpenAPI description)',
    create: 'Create a key',
    name: 'Name',
    nameHint: 'So you know the key later, e.g. "Supplier ERP, production".',
    supplier: 'Supplier',
    noSuppliers: 'This shop has no suppliers yet: add a supplier first.',
    createdTitle: 'Key "{{name}}" created',
    createdBody:
      'Copy the key now and give it to the supplier. It is shown only this once: Prevzem keeps only a fingerprint of it.',
    newKey: 'New key',
    copy: 'Copy',
    copied: 'Copied',
    list: 'Keys of {{shop}}',
    empty: 'No keys yet.',
    key: 'Key',
    created: 'Created',
    lastUsed: 'Last used',
    never: 'never',
    status: 'Status',
    active: 'Active',
    revokedAt: 'Revoked {{date}}',
    revoke: 'Revoke',
    revokeConfirm:
      'Revoke the key "{{name}}"? The supplier\'s system can no longer send with it; this cannot be undone.',
    revoked: 'The key "{{name}}" is revoked.',
    errors: {
      unknownSupplier: "Choose one of this shop's suppliers.",
    },
  },
  api: {
    formatError: 'The message cannot be read ({{code}}, at {{at}}).',
    unauthorized: 'The API key is missing, wrong or revoked.',
    rateLimited_one: 'Too many requests. Try again in {{count}} second.',
    rateLimited_other: 'Too many requests. Try again in {{count}} seconds.',
    unsupportedMediaType:
      'Send the message as application/edifact or text/plain (EDIFACT DESADV), application/xml or text/xml (UBL DespatchAdvice), text/csv, or an XLSX workbook.',
    unknownContent: 'The body is not an EDIFACT DESADV, a UBL DespatchAdvice, a CSV file or an XLSX workbook.',
    empty: 'The body is empty.',
    supplierMismatch: 'The message names another supplier than the one this key belongs to.',
    unknownSupplier: 'The message names no supplier of this shop.',
    needsMapping:
      'The shop has not yet mapped the columns of spreadsheets from this supplier. Ask the shop to import one file on its import page first, or send EDIFACT or UBL.',
    receivingStarted:
      'The advance ship notice {{asnNumber}} can no longer be replaced: receiving against it has started.',
    methodNotAllowed: 'Use POST to send an advance ship notice.',
  },
};
