export default {
  required: 'This field is required.',
  tooLong: 'This is too long.',
  email: 'Enter a valid e-mail address.',
  passwordTooShort: 'The password must have at least 10 characters.',
  passwordsDiffer: 'The passwords do not match.',
  wrongPassword: 'The current password is not correct.',
  choose: 'Choose one of the options.',
  phone: 'Enter a phone number, e.g. +386 1 234 56 78.',
  number: 'Enter a whole number.',
  shopCount: 'Enter a number from 1 to 1000.',
  formErrors: 'Please correct the marked fields.',
};
