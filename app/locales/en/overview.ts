/** The overview page's counts of open work, each linking to its list. */
export default {
  reclamations: {
    title: 'Open reclamations',
    count_one: '{{count}} reclamation is open, sent or answered.',
    count_other: '{{count}} reclamations are open, sent or answered.',
    none: 'No open reclamations.',
    open: 'To reclamations',
  },
  backorders: {
    title: 'Open backorders',
    count_one: '{{count}} backorder is still expected.',
    count_other: '{{count}} backorders are still expected.',
    none: 'No open backorders.',
    open: 'To backorders',
  },
  inventories: {
    title: 'Stock counts in progress',
    count_one: '{{count}} stock count is in progress.',
    count_other: '{{count}} stock counts are in progress.',
    none: 'No stock count in progress.',
    open: 'To stock counts',
  },
};
