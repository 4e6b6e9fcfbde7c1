export default {
  greeting: 'Pozdravljeni, {{name}},',
  signature: 'Prevzem',
  resetPassword: {
    subject: 'Ponastavitev gesla za Prevzem',
    body: 'Nekdo je zahteval ponastavitev gesla za vaš račun v Prevzemu. Če ste bili to vi, v eni uri odprite to povezavo in izberite novo geslo:',
    ignore: 'Če tega niste zahtevali, to sporočilo prezrite: vaše geslo ostane nespremenjeno.',
  },
  emailChanged: {
    subject: 'E-poštni naslov vašega računa v Prevzemu je spremenjen',
    body: 'E-poštni naslov vašega računa v Prevzemu za {{shop}} je bil spremenjen; spremembo je vnesla oseba {{actor}}. Pošta za račun ne prihaja več na ta naslov, odjavljeni ste bili na vseh napravah.',
    warning:
      'Če tega niste zahtevali, takoj obvestite svojega administratorja: nekdo morda poskuša prevzeti vaš račun.',
  },
  invitation: {
    subject: 'Vaš račun v Prevzemu za {{shop}}',
    body: '{{inviter}} vam je ustvaril(a) račun v Prevzemu za {{shop}}. V 7 dneh odprite to povezavo in izberite geslo:',
    login: 'Nato se prijavite na {{url}} s svojim e-poštnim naslovom {{email}}.',
  },
  registration: {
    subject: 'Nova zahteva za račun: {{company}}',
    body: 'Na spletni strani Prevzem je bila oddana nova zahteva za račun.',
    company: 'Podjetje',
    contact: 'Kontaktna oseba',
    email: 'E-pošta',
    phone: 'Telefon',
    shops: 'Število poslovalnic',
    message: 'Sporočilo',
  },
  registrationRejected: {
    subject: 'Vaša zahteva za račun v Prevzemu za {{company}}',
    body: 'Hvala za vaše zanimanje za Prevzem. Žal trenutno ne moremo odpreti računa za {{company}}.',
    reason: 'Razlog:',
    again: 'Ko se okoliščine spremenijo, nam lahko pošljete novo zahtevo.',
  },
};
