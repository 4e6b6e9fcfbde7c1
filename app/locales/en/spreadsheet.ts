export default {
  unreadable: 'The file cannot be read: upload a CSV or an XLSX file.',
  too_many_rows: 'The file has too many rows: at most {{max}}.',
  too_large: 'The file unpacks to more than a workbook of this size can hold: save it again as a plain XLSX or CSV.',
  empty: 'The file is empty.',
};
