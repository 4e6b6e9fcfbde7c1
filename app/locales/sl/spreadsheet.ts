export default {
  unreadable: 'Datoteke ni mogoče prebrati: naložite datoteko CSV ali XLSX.',
  too_many_rows: 'Datoteka ima preveč vrstic: največ {{max}}.',
  empty: 'Datoteka je prazna.',
};
