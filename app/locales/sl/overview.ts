/** Števci odprtega dela na pregledu, vsak s povezavo na svoj seznam. */
export default {
  reclamations: {
    title: 'Odprte reklamacije',
    count_one: '{{count}} reklamacija je odprta, poslana ali odgovorjena.',
    count_two: '{{count}} reklamaciji sta odprti, poslani ali odgovorjeni.',
    count_few: '{{count}} reklamacije so odprte, poslane ali odgovorjene.',
    count_other: '{{count}} reklamacij je odprtih, poslanih ali odgovorjenih.',
    none: 'Ni odprtih reklamacij.',
    open: 'Na reklamacije',
  },
  backorders: {
    title: 'Odprti zaostanki',
    count_one: 'Še pričakujemo {{count}} zaostanek.',
    count_two: 'Še pričakujemo {{count}} zaostanka.',
    count_few: 'Še pričakujemo {{count}} zaostanke.',
    count_other: 'Še pričakujemo {{count}} zaostankov.',
    none: 'Ni odprtih zaostankov.',
    open: 'Na zaostanke',
  },
  inventories: {
    title: 'Inventure v teku',
    count_one: 'V teku je {{count}} inventura.',
    count_two: 'V teku sta {{count}} inventuri.',
    count_few: 'V teku so {{count}} inventure.',
    count_other: 'V teku je {{count}} inventur.',
    none: 'Nobena inventura ni v teku.',
    open: 'Na inventure',
  },
};
