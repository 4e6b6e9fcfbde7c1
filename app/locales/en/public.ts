export default {
  home: {
    title: 'Ordering and goods receipt for shops, hotels and restaurants',
    hero: {
      title: 'Ordering and goods receipt, from the office to the back door',
      pitch:
        'Prevzem brings orders, deliveries and stock counts together in one place. Order from all your suppliers, ' +
        'check every delivery on a phone against the delivery note, and send the reclamation while the driver is still at the door.',
      audience: 'For shops, hotels, restaurants and bars in Slovenia. In English and Slovenian.',
      register: 'Request an account',
      login: 'Log in',
    },
    workflow: {
      title: 'How a day with Prevzem works',
      intro:
        'From the order in the morning to the stock count at the end of the month, every step leaves a clear record.',
      step1: {
        title: 'Order from your suppliers',
        text: 'Fill one cart per supplier from your own product list, or repeat an earlier order. Minimum order quantities and package sizes are already known.',
      },
      step2: {
        title: 'Suppliers receive the order by e-mail',
        text: 'Each order goes to all of the supplier’s order addresses as a PDF to read and a CSV file to import. Suppliers need no account.',
      },
      step3: {
        title: 'Know what is coming',
        text: 'Import the supplier’s advance ship notice and see the items, quantities and best-before dates before the truck arrives.',
      },
      step4: {
        title: 'Receive at the back door, on a phone',
        text: 'Open the delivery and check it against the delivery note, line by line:',
        check1: 'ordered and delivered quantities',
        check2: 'temperatures in the room, the refrigerator and the freezer',
        check3: 'seals: intact, damaged or missing',
        check4: 'photos of anything that is wrong',
        check5: 'who accepted the delivery, and the driver’s signature on the screen',
      },
      step5: {
        title: 'Send reclamations to the supplier',
        text: 'When something is wrong, the reclamation record with reasons and photos goes to the supplier by e-mail. Mark it solved once the credit note arrives.',
      },
      step6: {
        title: 'Count stock by department and sector',
        text: 'Walk through the storeroom, cold room and bar and count sector by sector. The finished count is exported to your accounting system.',
      },
      step7: {
        title: 'Learn from your deliveries',
        text: 'Analytics show how many deliveries arrived, how many were OK, how many reclamation records were made and which deliveries were unacceptable.',
      },
    },
    highlights: {
      title: 'Built for the people who receive the goods',
      phone: {
        title: 'Works on a phone with poor Wi-Fi',
        text: 'Light pages and large buttons for one-handed use at the back door. Forms work even before the page has finished loading.',
      },
      languages: {
        title: 'English and Slovenian',
        text: 'Each user chooses their own language, so the receiver and the chef can work in the same shop in different languages.',
      },
      ownData: {
        title: 'Each shop sees only its own data',
        text: 'Orders, deliveries, stock counts and analytics are kept apart per shop. Nobody sees another shop’s records by accident.',
      },
      roles: {
        title: 'Roles and permissions per user',
        text: 'Give each person exactly what they need: receiving, ordering, stock counting or managing users. Change or remove access at any time.',
      },
      company: {
        title: 'Many shops, one company',
        text: 'Group your shops, hotels and restaurants into regions under one company, each with its own users, products and records.',
      },
      privacy: {
        title: 'No tracking',
        text: 'No advertising, no analytics trackers, no third-party scripts or fonts. Your data is used only to run the service.',
      },
    },
    cta: {
      title: 'Start with your next delivery',
      text: 'Tell us about your business. We set up your company and shops and invite your administrator, usually within one working day.',
      register: 'Request an account',
      login: 'Log in',
      moreTitle: 'Read more:',
      suppliers: 'What your suppliers get',
      hotels: 'Prevzem for hotels and restaurants',
    },
  },
  suppliers: {
    title: 'For suppliers',
    hero: {
      title: 'For suppliers: clear orders, fewer phone calls',
      intro:
        'Your customers order, receive goods and make reclamations in Prevzem. You get everything by e-mail: ' +
        'no account, no new portal and no password to remember.',
    },
    benefits: {
      title: 'What you receive',
      orders: {
        title: 'Clear orders by e-mail',
        text: 'Every order arrives as a PDF to read and a CSV file to import into your order system, with item codes, quantities, units and the delivery date.',
      },
      addresses: {
        title: 'To all your order addresses',
        text: 'The shop keeps all your order addresses, such as the sales desk, the warehouse and your sales representative, and each order goes to all of them.',
      },
      asn: {
        title: 'Advance ship notices',
        text: 'Send your advance ship notice as you do today. The shop imports it and knows what arrives, in what quantity and with which best-before dates.',
      },
      reclamations: {
        title: 'Reclamation records with photos',
        text: 'If something is wrong with a delivery, you receive a written record with the reason, the affected items and photos, straight after receiving.',
      },
      calls: {
        title: 'Fewer phone calls',
        text: 'Orders, missing items and complaints are in writing, with the order and delivery note numbers. There is less to explain by phone.',
      },
      notes: {
        title: 'Credit and debit notes that match',
        text: 'The shop records your credit and debit notes against the delivery note, item by item, so differences are found and settled faster.',
      },
    },
    reclamation: {
      title: 'What a reclamation record shows',
      intro:
        'The receiver records the problem at the door, with the driver present. You receive the same record the shop keeps.',
      reasonsTitle: 'Reasons',
      reasons: {
        damagedSeal: 'Damaged seal',
        missingSeal: 'Missing seal',
        dirtyDelivery: 'Dirty delivery',
        unacceptable: 'Unacceptable delivery',
      },
      detailsTitle: 'Details',
      details: {
        note: 'delivery note number and date',
        quantities: 'ordered and delivered quantity per item',
        temperatures: 'temperatures measured at receiving',
        photos: 'photos of the problem',
        signature: 'who accepted the delivery, and the driver’s signature',
      },
    },
    invite: {
      title: 'Using Prevzem? Invite your suppliers',
      text:
        'Add each supplier with their order e-mail addresses. From the next order on, they receive your orders and ' +
        'reclamation records by e-mail.',
      noAccount: 'Suppliers need no account and no login: an e-mail address is all it takes.',
      register: 'Request an account',
      login: 'Log in',
    },
  },
  hotels: {
    title: 'For hotels and restaurants',
    hero: {
      title: 'For hotel kitchens, restaurants, bars and shops',
      intro:
        'Dozens of suppliers, deliveries at every hour and a HACCP plan to follow. Prevzem keeps ordering, receiving and ' +
        'stock counting in one place, on the office computer and on the phone at the back door.',
      register: 'Request an account',
    },
    ordering: {
      title: 'Ordering from many suppliers',
      cart: {
        title: 'A cart per supplier',
        text: 'Add products from any supplier as you go. Prevzem keeps a separate cart for each one and sends each order to the right addresses.',
      },
      repeat: {
        title: 'Repeat orders',
        text: 'The weekly dry goods or the daily bread: repeat an earlier order and change only what is different this time.',
      },
      backorders: {
        title: 'Backorders',
        text: 'When a delivery is short, a backorder links the order and the delivery note, so the missing items are not forgotten.',
      },
    },
    receiving: {
      title: 'HACCP-minded receiving',
      intro:
        'Every delivery is checked the same way, by whoever is on shift, and the record is there when the inspector asks for it.',
      temperatures: {
        title: 'Temperature readings',
        text: 'Record three readings at every delivery, in the room, the refrigerator and the freezer, next to the delivery note.',
      },
      seals: {
        title: 'Seals and cleanliness',
        text: 'Note damaged or missing seals and dirty deliveries, with photos, and refuse unacceptable deliveries on the spot.',
      },
      risk: {
        title: 'Risk items',
        text: 'Products marked as risky are flagged at receiving, so the receiver checks them with extra care.',
      },
      excluded: {
        title: 'Items excluded from stock',
        text: 'Keep a record of items that are received but must not go into stock, and of the reason why.',
      },
      ascmsc: {
        title: 'ASC and MSC certified fish',
        text: 'Record ASC and MSC certified fish and seafood at receiving, for your certification and your menu.',
      },
      signature: {
        title: 'Photos and the driver’s signature',
        text: 'The driver signs on the phone screen, and photos show what was wrong. Nobody argues later about what was delivered.',
      },
    },
    counting: {
      title: 'Stock counting by department and sector',
      departments: {
        title: 'Your own layout',
        text: 'Split the count into departments and sectors that match your rooms: kitchen, cold room, dry store, bar, cellar.',
      },
      units: {
        title: 'Count the way you store',
        text: 'Count in cartons or single units. Prevzem converts them using the units per carton of each product.',
      },
      export: {
        title: 'Export to accounting',
        text: 'Save and continue later, finish the count and export it to your accounting system. Duplicate it as the start of the next one.',
      },
    },
    company: {
      title: 'Several shops and regions under one company',
      regions: {
        title: 'Regions and shops',
        text: 'A hotel group, a restaurant chain or a shop with several outlets: group them into regions under one company.',
      },
      ownData: {
        title: 'Each shop sees its own data',
        text: 'Every shop has its own products, orders, deliveries and stock counts, and its staff see only those.',
      },
      roles: {
        title: 'Roles and permissions',
        text: 'The receiver receives, the chef orders, the manager sees everything. Set permissions for each user.',
      },
    },
    analytics: {
      title: 'Delivery analytics',
      intro: 'See how your suppliers really deliver, based on what was checked at the door.',
      deliveries: {
        title: 'Number of deliveries',
        text: 'How many deliveries were received and checked at the door.',
      },
      ok: {
        title: 'OK deliveries',
        text: 'How many deliveries arrived without any problem, as a count and a percentage.',
      },
      reclamations: {
        title: 'Reclamation records',
        text: 'How many deliveries led to a reclamation record sent to the supplier.',
      },
      unacceptable: {
        title: 'Unacceptable deliveries',
        text: 'How many deliveries had to be refused because they were unacceptable.',
      },
    },
    cta: {
      title: 'Ready for the next delivery?',
      text: 'Tell us about your kitchens, bars and shops. We set up your company and invite your administrator, usually within one working day.',
      register: 'Request an account',
      suppliers: 'What your suppliers get',
    },
  },
  privacy: {
    title: 'Privacy policy',
    updated: 'Last updated: 22 November 2026',
    intro:
      'This policy explains which personal data Prevzem stores, why, for how long, and what rights you have. ' +
      'Prevzem is a service for businesses: shops, hotels and restaurants use it to order from suppliers, receive goods and count stock.',
    controller: {
      title: 'Who is responsible',
      operator:
        'The operator of Prevzem is the controller for the data needed to run the service: user accounts, sessions, ' +
        'security records, registration requests and the e-mails we send.',
      customers:
        'The data that a customer company enters in Prevzem, such as supplier contacts and delivery records, belongs to that company. ' +
        'The company is its controller, and we process it only on its instructions, under a data processing agreement (Article 28 GDPR).',
      contact: 'For any question about your data, write to us at:',
    },
    data: {
      title: 'What we store and why',
      accounts: {
        title: 'User accounts',
        text:
          'Name, last name, e-mail address, role, permissions, language, the shop you work in, and whether the account is active. ' +
          'We need them to let you sign in and to show you only what you may see. Your password is stored only as a memory-hard hash (scrypt), ' +
          'from which it cannot be recovered: nobody at Prevzem can see it.',
      },
      sessions: {
        title: 'Sessions',
        text:
          'When you log in, your browser receives a random session identifier in a cookie. We store only a hash of it, together with the ' +
          'time of login and last activity, the IP address and the browser identification of the session, to protect your account ' +
          'and to investigate misuse.',
      },
      security: {
        title: 'Protection against password guessing',
        text:
          'We count login, password reset and registration attempts per IP address, and failed logins per e-mail address, and block ' +
          'further attempts for a while when there are too many. Password reset links contain a random code that works once and expires after one hour.',
      },
      language: {
        title: 'Language',
        text: 'If you choose a language, a cookie remembers it. Logged-in users have the language stored in their account.',
      },
      registration: {
        title: 'Registration requests',
        text:
          'When you request an account, we store the company name, contact person, e-mail address, phone number, number of shops ' +
          'and your message, to reply to you and to set up your company.',
      },
      suppliers: {
        title: 'Supplier contacts',
        text:
          'Shops enter the contact details of their suppliers: company name and address, contact person, phone number and the e-mail ' +
          'addresses to which orders are sent. If you work for a supplier, your details came from the shop you deliver to.',
      },
      deliveries: {
        title: 'Delivery records',
        text:
          'Delivery notes, quantities, temperatures and reclamations, the name of the user who accepted the delivery, photos of problems ' +
          'and the driver’s signature. They document what was delivered and in what condition. Photos should show the goods, not people.',
      },
      audit: {
        title: 'Audit log',
        text:
          'For changes to important records, such as users, products, prices and deliveries, we record who made the change, when, and ' +
          'what the old and new values were, so that every change can be traced.',
      },
      outbox: {
        title: 'E-mails sent',
        text:
          'Orders, reclamation records, invitations and password reset links are sent by e-mail. We keep the recipients, subject, content ' +
          'and delivery status of each e-mail, so that it can be resent and so that customers can check what was sent and when.',
      },
      logs: {
        title: 'Server logs',
        text: 'Our server records which page was requested, when, and whether the request succeeded. These logs contain no IP addresses and no cookies.',
      },
    },
    legal: {
      title: 'Legal bases',
      contract:
        'Performance of a contract (Article 6(1)(b) GDPR): user accounts, sessions, e-mails and everything else needed to provide ' +
        'the service, and registration requests as steps before a contract.',
      legitimate:
        'Legitimate interest (Article 6(1)(f) GDPR): security records such as the IP address and browser of a session, counts of ' +
        'failed logins, server logs and the audit log, which keep accounts and data safe and changes traceable.',
      obligation: 'Legal obligation (Article 6(1)(c) GDPR): records we must keep by law, such as invoices.',
      customers: 'For data that customers enter, the legal basis is determined by the customer as the controller.',
    },
    cookies: {
      title: 'Cookies',
      intro: 'Prevzem uses only two cookies, both necessary for the pages to work. They are not used to track you.',
      session:
        'prevzem_session: your session identifier. It is sent only with requests from Prevzem itself (SameSite=Strict), cannot be read by ' +
        'scripts (HttpOnly) and travels only over encrypted connections. It is deleted after at most 30 days.',
      language: 'prevzem_lang: the language you chose. It expires after one year.',
      none:
        'We use no advertising or analytics cookies and no tracking. We load no third-party fonts, scripts or maps: everything on these ' +
        'pages comes from our own server, so nobody else learns that you visited them.',
    },
    retention: {
      title: 'How long we keep data',
      sessions:
        'Sessions end after 3 days without activity or 30 days after login, whichever comes first, and are then deleted.',
      reset: 'Password reset links expire after one hour.',
      attempts: 'Counts of failed attempts are kept only for the period over which they are limited, at most one hour.',
      registration:
        'Registration requests that do not lead to a contract, or that we decline, are deleted 12 months after we receive them.',
      accounts:
        'Account data is kept for as long as the contract with the customer lasts. When a customer removes a user, the account is ' +
        'deactivated at once; the user’s name stays on the records they created, such as deliveries they accepted.',
      customerData:
        'When a contract ends, we delete the customer’s data, including accounts, delivery records, photos and signatures, within ' +
        '90 days, unless the customer asks us to export it first or the law requires us to keep part of it longer.',
      audit: 'The audit log is kept as long as the records it describes.',
      outbox: 'E-mails sent are kept for 12 months.',
      logs: 'Server logs are kept for at most 30 days.',
    },
    processors: {
      title: 'Who processes data for us',
      intro:
        'We use two kinds of processors, both bound by a data processing agreement and allowed to use the data only on our instructions:',
      hosting: 'a hosting provider that runs our servers and database in the European Union;',
      email: 'an e-mail delivery provider that delivers the e-mails Prevzem sends.',
      names: 'We will tell you their names on request.',
      transfers: 'We do not transfer personal data outside the European Union or the European Economic Area.',
      noSale:
        'We do not sell personal data, do not use it for advertising and do not make automated decisions about you.',
    },
    security: {
      title: 'How we protect data',
      text:
        'All connections are encrypted. Passwords, session identifiers and reset codes are stored only as hashes. Every shop’s data is ' +
        'kept apart, every user sees only what their role and permissions allow, and changes are recorded in the audit log.',
    },
    rights: {
      title: 'Your rights',
      intro: 'Under the GDPR you have the right to:',
      access: 'access: find out whether we process your data, and get a copy;',
      rectification: 'rectification: have incorrect data corrected;',
      erasure: 'erasure: have your data deleted when there is no longer a reason to keep it;',
      restriction: 'restriction: have the processing of your data limited, for example while its accuracy is checked;',
      portability: 'portability: get the data you gave us in a structured, machine-readable format;',
      objection: 'objection: object to processing based on legitimate interest.',
      how:
        'Write to <mail>privacy@prevzem.si</mail>. We reply within one month. If your data was entered by a customer company, for example your ' +
        'employer or a shop you deliver to, you may also contact that company directly; we will help it answer your request.',
      complaint:
        'You also have the right to lodge a complaint with the supervisory authority, the Information Commissioner of the Republic ' +
        'of Slovenia (Informacijski pooblaščenec), Dunajska cesta 22, 1000 Ljubljana, <mail>gp.ip@ip-rs.si</mail>, <site>www.ip-rs.si</site>.',
    },
    changes: {
      title: 'Changes to this policy',
      text:
        'When we change this policy, we publish the new version on this page with a new date. We inform customers’ administrators ' +
        'of important changes by e-mail in advance.',
    },
  },
};
