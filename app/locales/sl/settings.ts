export default {
  profile: {
    title: 'Nastavitve profila',
    name: 'Ime',
    lastname: 'Priimek',
    email: 'E-pošta',
    language: 'Jezik',
    resultsPerPage: 'Rezultatov na stran',
    role: 'Vloga',
    shop: 'Poslovalnica',
    saved: 'Profil je shranjen.',
  },
  changePassword: {
    title: 'Sprememba gesla',
    intro: 'Ko spremenite geslo, boste odjavljeni na drugih napravah.',
    currentPassword: 'Trenutno geslo',
    newPassword: 'Novo geslo',
    confirmPassword: 'Ponovite novo geslo',
    submit: 'Spremeni geslo',
    done: 'Geslo je spremenjeno.',
  },
};
