export default {
  supplier: {
    title: 'Reklamacije in certifikati',
    reclamationEmails: 'E-naslovi za reklamacije',
    reclamationEmailsHint:
      'Reklamacije gredo na vse tukaj vpisane naslove. Pustite prazno, da gredo na naslove za naročila.',
    reclamationEmail: 'E-naslov za reklamacije {{number}}',
    addReclamationEmail: 'Dodaj e-naslov za reklamacije',
    removeReclamationEmail: 'Odstrani e-naslov za reklamacije {{number}}',
    certificatesHint:
      'Certifikati dobavitelja za ribe in morsko hrano (sledljivost). Prevzem opozori, ko certificiran izdelek pride od dobavitelja brez številke ali s potečenim certifikatom.',
    number: 'Številka certifikata {{scheme}}',
    expires: 'Certifikat {{scheme}} velja do',
  },
  validation: {
    certificateNumber: 'Uporabite le črke, števke, presledke in - . /, na primer MSC-C-52341.',
    certificateNumberRequired: 'Vpišite številko certifikata za ta datum veljavnosti.',
    date: 'Vpišite datum.',
    tooManyReclamationEmails: 'Vpišete lahko največ 20 e-naslovov za reklamacije.',
  },
  problems: {
    exclude_reason: 'Napišite, zakaj ne gre v zalogo',
  },
  line: {
    risky: 'Rizično blago',
    notInStock: 'Ni v zalogi',
    excludeFromStock: 'Izloči iz zaloge',
    excludeFromStockOf: 'Izloči {{name}} iz zaloge',
    excludeReason: 'Zakaj ne gre v zalogo',
    excludeReasonOf: 'Razlog za izločitev {{name}} iz zaloge',
    excludedByProduct: 'Ta izdelek nikoli ne gre v zalogo (nastavitev izdelka).',
    scheme: 'Certificirano {{scheme}}',
    certificateNumber: 'Številka certifikata {{scheme}}',
    certificateNumberOf: 'Številka certifikata {{scheme}} za {{name}}',
    certificateNumberHint: 'Izpolnjeno iz nastavitev dobavitelja; spremenite, če dokumenti pravijo drugače.',
  },
  warning: {
    missing: 'Dobavitelj nima številke certifikata {{scheme}}. Preverite certifikat na dobavnih dokumentih.',
    expired: 'Certifikat {{scheme}} dobavitelja {{number}} je potekel {{date}}.',
  },
  signOff: {
    warnings_one: 'Preverite pred potrditvijo ({{count}} opozorilo):',
    warnings_two: 'Preverite pred potrditvijo ({{count}} opozorili):',
    warnings_few: 'Preverite pred potrditvijo ({{count}} opozorila):',
    warnings_other: 'Preverite pred potrditvijo ({{count}} opozoril):',
  },
  note: {
    risky: 'Rizično blago',
    excludedBecause: 'Izločeno iz zaloge: {{reason}}',
    excludedByProduct: 'Izločeno iz zaloge (nastavitev izdelka)',
    certificate: 'Certifikat {{scheme}} {{number}}',
    noNumber: 'brez številke',
    expires: 'velja do {{date}}',
  },
};
