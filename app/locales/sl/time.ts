/** Vnos časa (spec §9): ure 0–23 ali 1–12 z dop./pop., minute in sekunde 0–59. */
export default {
  hours: 'Ure',
  minutes: 'Minute',
  seconds: 'Sekunde',
  period: 'Dopoldne ali popoldne',
  am: 'dop.',
  pm: 'pop.',
  choosePeriod: 'Izberite …',
  hint: {
    step: 'V korakih po {{step}}.',
    range: 'Od {{min}} do {{max}}.',
  },
  units: { minutes: '{{amount}} min', seconds: '{{amount}} s' },
  errors: {
    incomplete: 'Izpolnite vse dele časa ali pustite čas prazen.',
    hour24: 'Ura mora biti celo število od 0 do 23.',
    hour12: 'Ura mora biti celo število od 1 do 12.',
    period: 'Izberite dopoldne ali popoldne.',
    minute: 'Minute morajo biti celo število od 0 do 59.',
    second: 'Sekunde morajo biti celo število od 0 do 59.',
    min: 'Čas ne sme biti pred {{min}}.',
    max: 'Čas ne sme biti po {{max}}.',
    step: 'Izberite čas v korakih po {{step}}, na primer {{example}}.',
    required: 'Vpišite čas.',
  },
};
