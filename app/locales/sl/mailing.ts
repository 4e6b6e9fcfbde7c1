export default {
  title: 'Pošiljanje e-pošte',
  intro:
    'Izberite, kdo prejme kopijo vsakega naročila, poslanega dobavitelju, in kdo prejema e-pošto o artiklih (rizični artikli, reklamacije, spremembe cen).',
  people: 'Osebe v poslovalnici {{shop}}',
  person: 'Uporabnik',
  orderEmails: 'Kopije naročil',
  itemEmails: 'E-pošta o artiklih',
  orderEmailsFor: 'Kopije naročil za {{name}}',
  itemEmailsFor: 'E-pošta o artiklih za {{name}}',
  inactive: 'neaktiven: ne prejema ničesar',
  extra: 'Drugi naslovi',
  extraOrderEmails: 'Kopije naročil pošlji tudi na',
  extraItemEmails: 'E-pošto o artiklih pošlji tudi na',
  extraHint: 'En e-poštni naslov v vsaki vrstici, največ 20.',
  saved: 'Nastavitve pošiljanja so shranjene.',
  noUsers: 'Ta poslovalnica še nima uporabnikov.',
  validation: {
    email: 'V vsaki vrstici mora biti en veljaven e-poštni naslov.',
    tooMany: 'Vnesite največ 20 naslovov.',
  },
};
