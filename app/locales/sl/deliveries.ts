/** Besedišče prevzema, skupno zaslonu za prevzem, seznamom in zaostankom. */
export default {
  noteState: { draft: 'Osnutek', signed_off: 'Potrjeno' },
  outcome: { ok: 'Vse v redu', problems: 'S težavami', unacceptable: 'Nesprejemljivo' },
  lineState: {
    pending: 'Ni vneseno',
    ok: 'V redu',
    short: 'Manjka',
    over: 'Preveč dobavljeno',
    rejected: 'Zavrnjeno',
    temperature_breach: 'Neustrezna temperatura',
  },
  rejectReason: {
    damaged: 'Poškodovano',
    wrong_product: 'Napačen izdelek',
    expired: 'Pretečen ali prekratek rok uporabe',
    temperature: 'Temperatura',
    quality: 'Kakovost',
    other: 'Drugo',
  },
  verdict: { ok: 'V mejah', tolerated: 'Dovoljeno med prevozom', breach: 'Nad mejo' },
  regime: { chilled: 'Hlajeno', frozen: 'Zamrznjeno', room: 'Sobna temperatura' },
  shortChoice: { expect_rest: 'Pričakujem ostanek', cancel_rest: 'Prekliči ostanek' },
  backorderStatus: { open: 'Odprto', received: 'Prevzeto', cancelled: 'Preklicano' },
  checks: {
    damagedSeal: 'Poškodovana plomba',
    missingSeal: 'Manjkajoča plomba',
    dirty: 'Umazana dobava',
    unacceptable: 'Nesprejemljiva dobava',
  },
  readings: { room: 'Prostor', fridge: 'Hladilnik', freezer: 'Zamrzovalnik' },
};
