export default {
  required: 'To polje je obvezno.',
  tooLong: 'Vnos je predolg.',
  email: 'Vpišite veljaven e-poštni naslov.',
  passwordTooShort: 'Geslo mora imeti vsaj 10 znakov.',
  passwordsDiffer: 'Gesli se ne ujemata.',
  wrongPassword: 'Trenutno geslo ni pravilno.',
  choose: 'Izberite eno od možnosti.',
  phone: 'Vpišite telefonsko številko, npr. +386 1 234 56 78.',
  number: 'Vpišite celo število.',
  shopCount: 'Vpišite število od 1 do 1000.',
  formErrors: 'Popravite označena polja.',
};
