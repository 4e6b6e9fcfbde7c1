export default {
  keys: {
    title: 'Ključi API za obvestila o odpremi',
    intro:
      'Sistem dobavitelja lahko svoja obvestila o odpremi pošilja neposredno v Prevzem (EDIFACT DESADV, UBL DespatchAdvice ali preglednica). Za vsakega dobavitelja ustvarite en ključ in mu ga predajte: obvestilo, poslano s ključem, se shrani pod tega dobavitelja v tej poslovalnici.',
    docs: 'Kako deluje API (opis OpenAPI)',
    create: 'Ustvari ključ',
    name: 'Ime',
    nameHint: 'Da boste ključ pozneje prepoznali, npr. »ERP dobavitelja, produkcija«.',
    supplier: 'Dobavitelj',
    noSuppliers: 'Ta poslovalnica še nima dobaviteljev: najprej dodajte dobavitelja.',
    createdTitle: 'Ključ »{{name}}« je ustvarjen',
    createdBody:
      'Ključ kopirajte zdaj in ga predajte dobavitelju. Prikazan je samo tokrat: Prevzem hrani le njegov prstni odtis.',
    newKey: 'Nov ključ',
    copy: 'Kopiraj',
    copied: 'Kopirano',
    list: 'Ključi poslovalnice {{shop}}',
    empty: 'Ključev še ni.',
    key: 'Ključ',
    created: 'Ustvarjen',
    lastUsed: 'Zadnja uporaba',
    never: 'nikoli',
    status: 'Stanje',
    active: 'Aktiven',
    revokedAt: 'Razveljavljen {{date}}',
    revoke: 'Razveljavi',
    revokeConfirm:
      'Razveljavim ključ »{{name}}«? Sistem dobavitelja z njim ne bo mogel več pošiljati; tega ni mogoče povrniti.',
    revoked: 'Ključ »{{name}}« je razveljavljen.',
    errors: {
      unknownSupplier: 'Izberite enega od dobaviteljev te poslovalnice.',
    },
  },
  api: {
    formatError: 'Sporočila ni mogoče prebrati ({{code}}, na mestu {{at}}).',
    unauthorized: 'Ključ API manjka, je napačen ali razveljavljen.',
    rateLimited_one: 'Preveč zahtev. Poskusite znova čez {{count}} sekundo.',
    rateLimited_two: 'Preveč zahtev. Poskusite znova čez {{count}} sekundi.',
    rateLimited_few: 'Preveč zahtev. Poskusite znova čez {{count}} sekunde.',
    rateLimited_other: 'Preveč zahtev. Poskusite znova čez {{count}} sekund.',
    unsupportedMediaType:
      'Sporočilo pošljite kot application/edifact ali text/plain (EDIFACT DESADV), application/xml ali text/xml (UBL DespatchAdvice), text/csv ali delovni zvezek XLSX.',
    unknownContent: 'Vsebina ni EDIFACT DESADV, UBL DespatchAdvice, datoteka CSV ali delovni zvezek XLSX.',
    empty: 'Vsebina je prazna.',
    supplierMismatch: 'Sporočilo navaja drugega dobavitelja od tistega, ki mu pripada ta ključ.',
    unknownSupplier: 'Sporočilo ne navaja nobenega dobavitelja te poslovalnice.',
    needsMapping:
      'Poslovalnica še ni določila stolpcev preglednic tega dobavitelja. Prosite jo, naj najprej uvozi eno datoteko na svoji strani za uvoz, ali pošljite EDIFACT ali UBL.',
    receivingStarted: 'Obvestila o odpremi {{asnNumber}} ni več mogoče zamenjati: prevzem po njem se je že začel.',
    methodNotAllowed: 'Obvestilo o odpremi pošljite z metodo POST.',
  },
};
