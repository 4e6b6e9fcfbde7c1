export default {
  notFound: { title: 'Stran ni bila najdena', body: 'Stran, ki ste jo iskali, ne obstaja ali vam ni na voljo.' },
  forbidden: {
    title: 'Dostop zavrnjen',
    body: 'Vaš račun nima dovoljenja za to stran. Če ga potrebujete, se obrnite na administratorja.',
  },
  server: { title: 'Notranja napaka strežnika', body: 'Pri nas je šlo nekaj narobe. Poskusite znova čez trenutek.' },
  tooManyRequests: { title: 'Preveč zahtev', body: 'Počakajte trenutek in poskusite znova.' },
  payloadTooLarge: {
    title: 'Preveliko',
    body: 'Poslali ste več kot {{limit}}, kolikor sprejme ta stran. Pošljite manj naenkrat ali manjšo datoteko.',
  },
  badRequest: {
    title: 'Napačna zahteva',
    body: 'Obrazca ni bilo mogoče prebrati. Znova naložite stran in poskusite še enkrat.',
  },
  goHome: 'Na začetno stran',
  reference: 'Sklic: {{id}}',
};
