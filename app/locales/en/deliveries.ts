/** The vocabulary of receiving shared by the receiving screen, the lists and the backorders. */
export default {
  noteState: { draft: 'Draft', signed_off: 'Signed off' },
  outcome: { ok: 'All OK', problems: 'With problems', unacceptable: 'Unacceptable' },
  lineState: {
    pending: 'Not entered',
    ok: 'OK',
    short: 'Short',
    over: 'Over-delivered',
    rejected: 'Rejected',
    temperature_breach: 'Temperature breach',
  },
  rejectReason: {
    damaged: 'Damaged',
    wrong_product: 'Wrong product',
    expired: 'Expired or short shelf life',
    temperature: 'Temperature',
    quality: 'Quality',
    other: 'Other',
  },
  verdict: { ok: 'Within limit', tolerated: 'Tolerated in transport', breach: 'Above limit' },
  regime: { chilled: 'Chilled', frozen: 'Frozen', room: 'Room temperature' },
  shortChoice: { expect_rest: 'Expect the rest', cancel_rest: 'Cancel the rest' },
  backorderStatus: { open: 'Open', received: 'Received', cancelled: 'Cancelled' },
  checks: {
    damagedSeal: 'Damaged seal',
    missingSeal: 'Missing seal',
    dirty: 'Dirty delivery',
    unacceptable: 'Unacceptable delivery',
  },
  readings: { room: 'Room', fridge: 'Refrigerator', freezer: 'Freezer' },
};
