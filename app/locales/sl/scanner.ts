export default {
  field: {
    label: 'Črtna koda',
    placeholder: 'Skenirajte ali vpišite kodo',
    typeCode: 'Vpiši kodo',
  },
  scanned: 'Skenirano: {{code}}',
  camera: {
    button: 'Kamera',
    open: 'Skeniraj s kamero',
    title: 'Skeniranje s kamero',
    preview: 'Slika kamere',
    starting: 'Zaganjam kamero …',
    loading: 'Nalagam bralnik črtnih kod …',
    aim: 'Usmerite kamero v črtno kodo.',
    count_one: 'Skenirana {{count}} koda',
    count_two: 'Skenirani {{count}} kodi',
    count_few: 'Skenirane {{count}} kode',
    count_other: 'Skeniranih {{count}} kod',
    retry: 'Poskusi znova',
    done: 'Končano',
    problems: {
      denied:
        'Kamera ni dovoljena. Dovolite jo za to stran v nastavitvah brskalnika ali pa kodo skenirajte oziroma vpišite v polje.',
      noCamera: 'Na tej napravi ni kamere. Kodo skenirajte ali vpišite v polje.',
      inUse:
        'Kamero uporablja druga aplikacija. Zaprite jo in poskusite znova ali pa kodo skenirajte oziroma vpišite v polje.',
      insecure: 'Kamera deluje samo prek varne povezave (https). Kodo skenirajte ali vpišite v polje.',
      failed: 'Kamere ni bilo mogoče zagnati. Poskusite znova ali pa kodo skenirajte oziroma vpišite v polje.',
      reader:
        'Bralnika črtnih kod ni bilo mogoče naložiti. Poskusite znova ali pa kodo skenirajte oziroma vpišite v polje.',
    },
  },
  signature: {
    label: 'Podpis',
    hint: 'Podpišite se v okvir s prstom ali z miško.',
    clear: 'Počisti podpis',
    signed: 'Podpisano',
    empty: 'Še ni podpisano',
  },
};
