/** Datoteke obvestil o odpremi: kaj je narobe (`at` pove segment, element ali vrstico XML) in imena polj. */
export default {
  errors: {
    empty: 'Datoteka je prazna.',
    too_large: 'Datoteka je prevelika za obvestilo o odpremi.',
    unknown_format:
      'Te datoteke ne znamo prebrati kot obvestila o odpremi: naložite EDIFACT DESADV, UBL DespatchAdvice (XML), CSV ali XLSX.',
    edifact_truncated: 'Sporočilo EDIFACT se konča sredi segmenta ({{at}}): datoteka je odrezana.',
    edifact_bad_una: 'Navedba znakov (UNA) na začetku ni veljavna: vsa ločila morajo biti različna.',
    edifact_bad_tag: '»{{tag}}« ni oznaka segmenta ({{at}}).',
    edifact_bad_date: 'Datum »{{value}}« ni veljaven ({{at}}).',
    edifact_segment_count_one:
      'Število segmentov v UNT ({{declared}}) se ne ujema: sporočilo ima {{count}} segment ({{at}}).',
    edifact_segment_count_two:
      'Število segmentov v UNT ({{declared}}) se ne ujema: sporočilo ima {{count}} segmenta ({{at}}).',
    edifact_segment_count_few:
      'Število segmentov v UNT ({{declared}}) se ne ujema: sporočilo ima {{count}} segmente ({{at}}).',
    edifact_segment_count_other:
      'Število segmentov v UNT ({{declared}}) se ne ujema: sporočilo ima {{count}} segmentov ({{at}}).',
    edifact_message_count_one:
      'Število sporočil v UNZ ({{declared}}) se ne ujema: izmenjava ima {{count}} sporočilo ({{at}}).',
    edifact_message_count_two:
      'Število sporočil v UNZ ({{declared}}) se ne ujema: izmenjava ima {{count}} sporočili ({{at}}).',
    edifact_message_count_few:
      'Število sporočil v UNZ ({{declared}}) se ne ujema: izmenjava ima {{count}} sporočila ({{at}}).',
    edifact_message_count_other:
      'Število sporočil v UNZ ({{declared}}) se ne ujema: izmenjava ima {{count}} sporočil ({{at}}).',
    edifact_reference: 'Referenca »{{value}}« se ne ujema s tisto na začetku ({{at}}).',
    edifact_after_end: 'Za koncem izmenjave (UNZ) so še podatki ({{at}}).',
    edifact_outside_message: 'Segment je zunaj sporočila, med UNT in UNH ({{at}}).',
    missing_segment: 'Manjka segment {{segment}} ({{at}}).',
    missing_element: 'Manjka {{element}} ({{at}}).',
    no_lines: 'Obvestilo o odpremi nima postavk ({{at}}).',
    no_messages: 'Izmenjava ne vsebuje nobenega sporočila.',
    desadv_message_type: 'Sporočilo je {{value}}, ne obvestilo o odpremi DESADV ({{at}}).',
    desadv_document_type: 'Koda dokumenta {{value}} ni obvestilo o odpremi, 351 ({{at}}).',
    bad_quantity: '»{{value}}« ni količina ({{at}}).',
    bad_date: 'Datum »{{value}}« ni veljaven; v XML se datum zapiše kot LLLL-MM-DD ({{at}}).',
    bad_gtin: '»{{value}}« ni veljavna koda GTIN (EAN): preverite dolžino in kontrolno števko ({{at}}).',
    bad_gln: '»{{value}}« ni veljavna številka GLN: 13 števk s kontrolno števko ({{at}}).',
    bad_sscc: '»{{value}}« ni veljavna koda SSCC: 18 števk s kontrolno števko ({{at}}).',
    xml_doctype: 'XML vsebuje deklaracijo DOCTYPE; obvestila o odpremi sprejemamo le brez nje.',
    xml_malformed: 'XML ni pravilno oblikovan ({{at}}): {{message}}',
    ubl_root: 'XML je {{root}}, ne UBL DespatchAdvice.',
  },
  formats: {
    csv: 'CSV',
    xlsx: 'Excel (XLSX)',
    desadv: 'EDIFACT DESADV',
    ubl: 'UBL DespatchAdvice',
  },
  fields: {
    asnNumber: 'Številka obvestila (ASN)',
    documentDate: 'Datum dokumenta',
    despatchDate: 'Datum odpreme',
    deliveryDate: 'Datum dobave',
    orderNumber: 'Številka naročila',
    deliveryNoteNumber: 'Številka dobavnice',
    supplier: 'Dobavitelj',
    buyer: 'Kupec',
    deliveryParty: 'Prejemnik',
    warehouseNumber: 'Številka skladišča',
    gln: 'GLN',
    vatNumber: 'Davčna številka',
    gtin: 'GTIN (EAN)',
    supplierItemCode: 'Šifra artikla pri dobavitelju',
    buyerItemCode: 'Naša šifra artikla',
    description: 'Opis',
    quantity: 'Količina',
    unitCode: 'Enota',
    orderedQuantity: 'Naročena količina',
    outstandingQuantity: 'Še nedobavljena količina',
    bestBefore: 'Uporabno do',
    lot: 'Serija (lot)',
    sscc: 'SSCC (paleta)',
    orderLineReference: 'Postavka naročila',
  },
  problems: {
    no_product: 'Ni ustreznega izdelka',
    not_on_order: 'Ni na naročilu',
    unit: 'Enote ni mogoče pretvoriti',
  },
};
