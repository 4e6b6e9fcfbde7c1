import type { Language } from '#app/utils/language';
import { getServerT } from '#app/utils/i18n.server';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function passwordResetMail(language: Language, name: string, link: string) {
  const t = getServerT(language);
  const lines = [
    t('mail.greeting', { name }),
    '',
    t('mail.resetPassword.body'),
    link,
    '',
    t('mail.resetPassword.ignore'),
    '',
    t('mail.signature'),
  ];
  return {
    subject: t('mail.resetPassword.subject'),
    text: lines.join('\n'),
    html: `<p>${escapeHtml(t('mail.greeting', { name }))}</p><p>${escapeHtml(t('mail.resetPassword.body'))}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(t('mail.resetPassword.ignore'))}</p><p>${escapeHtml(t('mail.signature'))}</p>`,
  };
}

export function registrationRequestMail(
  language: Language,
  request: {
    companyName: string;
    contactName: string;
    email: string;
    phone: string;
    shopCount: number;
    message?: string | null;
  },
) {
  const t = getServerT(language);
  const rows: [string, string][] = [
    [t('mail.registration.company'), request.companyName],
    [t('mail.registration.contact'), request.contactName],
    [t('mail.registration.email'), request.email],
    [t('mail.registration.phone'), request.phone],
    [t('mail.registration.shops'), String(request.shopCount)],
    [t('mail.registration.message'), request.message ?? ''],
  ];
  return {
    subject: t('mail.registration.subject', { company: request.companyName }),
    text: [t('mail.registration.body'), '', ...rows.map(([k, v]) => `${k}: ${v}`)].join('\n'),
    html: `<p>${escapeHtml(t('mail.registration.body'))}</p><table>${rows
      .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
      .join('')}</table>`,
  };
}

export function invitationMail(
  language: Language,
  values: { name: string; email: string; shop: string; inviter: string; link: string; loginUrl: string },
) {
  const t = getServerT(language);
  const paragraphs = [
    t('mail.greeting', { name: values.name }),
    t('mail.invitation.body', { inviter: values.inviter, shop: values.shop }),
  ];
  const after = [t('mail.invitation.login', { url: values.loginUrl, email: values.email }), t('mail.signature')];
  return {
    subject: t('mail.invitation.subject', { shop: values.shop }),
    text: [...paragraphs, values.link, ...after].join('\n\n'),
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(values.link)}">${escapeHtml(values.link)}</a></p>`,
      ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
    ].join(''),
  };
}

/** To the visitor whose account request was turned down, in the language they used on the register page. */
export function registrationRejectedMail(
  language: Language,
  values: { name: string; company: string; reason: string },
) {
  const t = getServerT(language);
  const before = [
    t('mail.greeting', { name: values.name }),
    t('mail.registrationRejected.body', { company: values.company }),
  ];
  const after = [t('mail.registrationRejected.again'), t('mail.signature')];
  return {
    subject: t('mail.registrationRejected.subject', { company: values.company }),
    text: [...before, `${t('mail.registrationRejected.reason')}\n${values.reason}`, ...after].join('\n\n'),
    html: [
      ...before.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><strong>${escapeHtml(t('mail.registrationRejected.reason'))}</strong><br>${escapeHtml(values.reason).replace(/\r?\n/g, '<br>')}</p>`,
      ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
    ].join(''),
  };
}

/** To the old address when someone changes a user's e-mail: the owner learns of it even if it was not them. */
export function emailChangedMail(language: Language, values: { name: string; shop: string; actor: string }) {
  const t = getServerT(language);
  const paragraphs = [
    t('mail.greeting', { name: values.name }),
    t('mail.emailChanged.body', { shop: values.shop, actor: values.actor }),
    t('mail.emailChanged.warning'),
    t('mail.signature'),
  ];
  return {
    subject: t('mail.emailChanged.subject'),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
}
