export default {
  title: 'Mailing',
  intro:
    'Choose who receives a copy of every order sent to a supplier, and who receives the item e-mails (risk items, reclamations, price changes).',
  people: 'People of {{shop}}',
  person: 'User',
  orderEmails: 'Order copies',
  itemEmails: 'Item e-mails',
  orderEmailsFor: 'Order copies for {{name}}',
  itemEmailsFor: 'Item e-mails for {{name}}',
  inactive: 'inactive: receives nothing',
  extra: 'Other addresses',
  extraOrderEmails: 'Also send order copies to',
  extraItemEmails: 'Also send item e-mails to',
  extraHint: 'One e-mail address per line, at most 20.',
  saved: 'The mailing settings are saved.',
  noUsers: 'This shop has no users yet.',
  validation: {
    email: 'Each line must be one valid e-mail address.',
    tooMany: 'Enter at most 20 addresses.',
  },
};
