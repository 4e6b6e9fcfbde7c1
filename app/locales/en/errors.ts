export default {
  notFound: { title: 'Page not found', body: 'The page you asked for does not exist or is not available to you.' },
  forbidden: {
    title: 'Access denied',
    body: 'Your account does not have permission to open this page. Ask your administrator if you need it.',
  },
  server: { title: 'Internal server error', body: 'Something went wrong on our side. Please try again in a moment.' },
  tooManyRequests: { title: 'Too many requests', body: 'Please wait a moment and try again.' },
  payloadTooLarge: {
    title: 'Too large',
    body: 'What you sent is larger than the {{limit}} this page accepts. Send less at a time, or a smaller file.',
  },
  badRequest: { title: 'Bad request', body: 'The form could not be read. Reload the page and try again.' },
  goHome: 'Go to the start page',
  reference: 'Reference: {{id}}',
};
