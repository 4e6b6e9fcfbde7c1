export default {
  unreadable: 'The file cannot be read: upload a CSV or an XLSX file.',
  too_many_rows: 'The file has too many rows: at most {{max}}.',
  empty: 'The file is empty.',
};
