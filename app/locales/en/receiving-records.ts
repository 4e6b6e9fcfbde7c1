export default {
  supplier: {
    title: 'Reclamations and certificates',
    reclamationEmails: 'Reclamation e-mail addresses',
    reclamationEmailsHint: 'Reclamations go to every address here. Leave it empty to send them to the order addresses.',
    reclamationEmail: 'Reclamation e-mail {{number}}',
    addReclamationEmail: 'Add reclamation e-mail',
    removeReclamationEmail: 'Remove reclamation e-mail {{number}}',
    certificatesHint:
      "The supplier's seafood certificates (chain of custody). Receiving warns when a certified product comes from a supplier without a number or with an expired certificate.",
    number: '{{scheme}} certificate number',
    expires: '{{scheme}} certificate valid until',
  },
  validation: {
    certificateNumber: 'Use letters, digits, spaces and - . / only, for example MSC-C-52341.',
    certificateNumberRequired: 'Enter the certificate number for this expiry date.',
    date: 'Enter a date.',
    tooManyReclamationEmails: 'Enter at most 20 reclamation e-mail addresses.',
  },
  problems: {
    exclude_reason: 'Say why it is not taken into stock',
  },
  line: {
    risky: 'Risk item',
    notInStock: 'Not in stock',
    excludeFromStock: 'Exclude from stock',
    excludeFromStockOf: 'Exclude {{name}} from stock',
    excludeReason: 'Why it is not taken into stock',
    excludeReasonOf: 'Reason for excluding {{name}} from stock',
    excludedByProduct: 'This product never goes into stock (a setting of the product).',
    scheme: '{{scheme}} certified',
    certificateNumber: '{{scheme}} certificate number',
    certificateNumberOf: '{{scheme}} certificate number of {{name}}',
    certificateNumberHint: "Filled in from the supplier's settings; change it if the documents say otherwise.",
  },
  warning: {
    missing: 'The supplier has no {{scheme}} certificate number. Check the certificate on the delivery documents.',
    expired: "The supplier's {{scheme}} certificate {{number}} expired on {{date}}.",
  },
  signOff: {
    warnings_one: 'Check before signing off ({{count}} warning):',
    warnings_other: 'Check before signing off ({{count}} warnings):',
  },
  note: {
    risky: 'Risk item',
    excludedBecause: 'Excluded from stock: {{reason}}',
    excludedByProduct: 'Excluded from stock (a setting of the product)',
    certificate: '{{scheme}} certificate {{number}}',
    noNumber: 'no number',
    expires: 'valid until {{date}}',
  },
};
