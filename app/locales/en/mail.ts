export default {
  greeting: 'Hello {{name}},',
  signature: 'Prevzem',
  resetPassword: {
    subject: 'Reset your Prevzem password',
    body: 'Someone asked to reset the password of your Prevzem account. If it was you, open this link within one hour to choose a new password:',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  emailChanged: {
    subject: 'The e-mail address of your Prevzem account was changed',
    body: 'The e-mail address of your Prevzem account at {{shop}} was changed by {{actor}}. Mail for the account no longer comes to this address, and you have been logged out on every device.',
    warning:
      'If you did not ask for this, tell your administrator at once: someone may be trying to take over your account.',
  },
  invitation: {
    subject: 'Your Prevzem account for {{shop}}',
    body: '{{inviter}} created a Prevzem account for you at {{shop}}. Open this link within 7 days to choose your password:',
    login: 'Afterwards you log in at {{url}} with your e-mail address {{email}}.',
  },
  registration: {
    subject: 'New account request: {{company}}',
    body: 'A new account was requested on the Prevzem website.',
    company: 'Company',
    contact: 'Contact person',
    email: 'E-mail',
    phone: 'Phone',
    shops: 'Number of shops',
    message: 'Message',
  },
  registrationRejected: {
    subject: 'Your Prevzem account request for {{company}}',
    body: 'Thank you for your interest in Prevzem. We are sorry, but we cannot open an account for {{company}} at this time.',
    reason: 'Reason:',
    again: 'You are welcome to send a new request when your circumstances change.',
  },
};
