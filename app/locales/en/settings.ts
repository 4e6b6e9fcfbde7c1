export default {
  profile: {
    title: 'Profile settings',
    name: 'Name',
    lastname: 'Last name',
    email: 'E-mail',
    language: 'Language',
    resultsPerPage: 'Results per page',
    role: 'Role',
    shop: 'Shop',
    saved: 'Your profile has been saved.',
  },
  changePassword: {
    title: 'Change password',
    intro: 'Your other devices will be logged out when you change the password.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Repeat new password',
    submit: 'Change password',
    done: 'Your password has been changed.',
  },
};
