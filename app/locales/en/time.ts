/** The time input (spec §9): hours 0–23 or 1–12 with AM/PM, minutes and seconds 0–59. */
export default {
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
  period: 'AM or PM',
  am: 'AM',
  pm: 'PM',
  choosePeriod: 'Choose…',
  hint: {
    step: 'In steps of {{step}}.',
    range: 'From {{min}} to {{max}}.',
  },
  units: { minutes: '{{amount}} min', seconds: '{{amount}} s' },
  errors: {
    incomplete: 'Fill in every part of the time, or leave all of it empty.',
    hour24: 'Hours must be a whole number from 0 to 23.',
    hour12: 'Hours must be a whole number from 1 to 12.',
    period: 'Choose AM or PM.',
    minute: 'Minutes must be a whole number from 0 to 59.',
    second: 'Seconds must be a whole number from 0 to 59.',
    min: 'The time cannot be earlier than {{min}}.',
    max: 'The time cannot be later than {{max}}.',
    step: 'Choose a time in steps of {{step}}, for example {{example}}.',
    required: 'Enter a time.',
  },
};
