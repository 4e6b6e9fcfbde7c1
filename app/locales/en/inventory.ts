/** Stock counting: the navigation, the counts' list, adding, the count's page and its read-only view. */
export default {
  nav: {
    section: 'Stock counting',
    add: 'Add inventory',
    history: 'History',
    departments: 'Departments',
    sectors: 'Sectors',
    sectorProducts: 'Products in sectors',
  },
  status: {
    in_progress: 'In progress',
    finished: 'Finished',
  },
};
