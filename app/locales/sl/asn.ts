export default {
  nav: {
    section: 'Obvestila o odpremi',
  },
};
