import { describe, expect, it } from 'vitest';
import { registrationRejectedMail } from '#app/modules/mail/templates.server';

describe('registrationRejectedMail', () => {
  const values = { name: 'Marta Lipnik', company: 'Pri Lipi & Co', reason: 'We only serve Slovenia.\nSorry <3' };

  it('carries the reason in the requester’s language', () => {
    const en = registrationRejectedMail('en', values);
    expect(en.subject).toBe('Your Prevzem account request for Pri Lipi & Co');
    expect(en.text).toContain('Hello Marta Lipnik,');
    expect(en.text).toContain('Reason:\nWe only serve Slovenia.\nSorry <3');
    const si = registrationRejectedMail('si', values);
    expect(si.subject).toBe('Vaša zahteva za račun v Prevzemu za Pri Lipi & Co');
    expect(si.text).toContain('Razlog:\nWe only serve Slovenia.');
  });

  it('escapes what the operator and visitor typed in the HTML part', () => {
    const { html } = registrationRejectedMail('en', values);
    expect(html).toContain('Pri Lipi &#38; Co');
    expect(html).toContain('We only serve Slovenia.<br>Sorry &#60;3');
    expect(html).not.toContain('<3');
  });
});
