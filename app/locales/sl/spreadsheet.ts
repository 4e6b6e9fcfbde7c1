export default {
  unreadable: 'Datoteke ni mogoče prebrati: naložite datoteko CSV ali XLSX.',
  too_many_rows: 'Datoteka ima preveč vrstic: največ {{max}}.',
  too_large:
    'Datoteka se razširi v več, kot lahko vsebuje delovni zvezek te velikosti: znova jo shranite kot običajen XLSX ali CSV.',
  empty: 'Datoteka je prazna.',
};
