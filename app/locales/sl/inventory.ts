/** Inventura: navigacija, seznam inventur, dodajanje, stran inventure in njen pregled. */
export default {
  nav: {
    section: 'Inventura',
    add: 'Dodaj inventuro',
    history: 'Zgodovina',
    departments: 'Oddelki',
    sectors: 'Sektorji',
    sectorProducts: 'Artikli v sektorjih',
  },
  status: {
    in_progress: 'V teku',
    finished: 'Zaključena',
  },
};
