export default {
  dashboard: {
    title: 'Welcome, {{name}}',
    shop: 'You are working in {{shop}}.',
    noShop: 'Your account is not linked to a shop.',
    intro: 'Use the navigation to reach the parts of Prevzem your account has access to.',
    yourAccess: 'Your access',
    noPermissions: 'Your account has no permissions yet. Ask your administrator to grant them.',
  },
  permissions: {
    deliveries: 'Delivery notes',
    asn: 'Advance ship notices',
    orders: 'Orders',
    products: 'Products',
    backorders: 'Backorders',
    inventory: 'Stock counting',
    suppliers: 'Suppliers',
    users: 'Users',
    mailing: 'Mailing',
    cart: 'Cart',
    analytics: 'Analytics',
  },
};
