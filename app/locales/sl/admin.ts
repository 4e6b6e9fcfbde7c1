export default {
  dashboard: {
    title: 'Dobrodošli, {{name}}',
    shop: 'Delate v poslovalnici {{shop}}.',
    noShop: 'Vaš račun ni povezan s poslovalnico.',
    intro: 'Z navigacijo dosežete dele Prevzema, do katerih ima vaš račun dostop.',
    yourAccess: 'Vaš dostop',
    noPermissions: 'Vaš račun še nima dovoljenj. Prosite administratorja, da vam jih dodeli.',
  },
  permissions: {
    deliveries: 'Dobavnice',
    asn: 'Obvestila o odpremi',
    orders: 'Naročila',
    products: 'Izdelki',
    backorders: 'Zaostala naročila',
    inventory: 'Inventura',
    suppliers: 'Dobavitelji',
    users: 'Uporabniki',
    mailing: 'Pošiljanje e-pošte',
    cart: 'Košarica',
    analytics: 'Analitika',
  },
};
