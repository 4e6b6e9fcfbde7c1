export default {
  nav: {
    section: 'Advance ship notices',
  },
};
