import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { EmailListSchema, MailingSchema } from './mailing.schema';

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

describe('EmailListSchema', () => {
  it('reads one address per line, or separated by commas, without blanks or repeats', () => {
    expect(EmailListSchema.parse(' Nabava@Hotel.si \n\n racuni@hotel.si; nabava@hotel.si, kuhinja@hotel.si ')).toEqual([
      'nabava@hotel.si',
      'racuni@hotel.si',
      'kuhinja@hotel.si',
    ]);
    expect(EmailListSchema.parse(undefined)).toEqual([]);
  });

  it('refuses a line that is not an address, and more than 20 addresses', () => {
    expect(EmailListSchema.safeParse('ok@hotel.si\nnot an address').error?.issues[0]?.message).toBe(
      'mailing.validation.email',
    );
    const many = Array.from({ length: 21 }, (_, i) => `a${i}@hotel.si`).join('\n');
    expect(EmailListSchema.safeParse(many).error?.issues[0]?.message).toBe('mailing.validation.tooMany');
  });
});

describe('MailingSchema', () => {
  it('reads the ticked users of the page', () => {
    const submission = parseWithZod(
      form([
        ['userIds', '4'],
        ['userIds', '7'],
        ['orderEmails', '7'],
        ['itemEmails', '4'],
        ['itemEmails', '7'],
        ['extraOrderEmails', 'nabava@hotel.si'],
      ]),
      { schema: MailingSchema },
    );
    expect(submission.status === 'success' && submission.value).toEqual({
      userIds: [4, 7],
      orderEmails: [7],
      itemEmails: [4, 7],
      extraOrderEmails: ['nabava@hotel.si'],
      extraItemEmails: [],
    });
  });

  it('refuses a ticked user who was not on the page, and ids that are not ids', () => {
    expect(
      parseWithZod(
        form([
          ['userIds', '4'],
          ['orderEmails', '5'],
        ]),
        { schema: MailingSchema },
      ).status,
    ).toBe('error');
    expect(parseWithZod(form([['userIds', 'x']]), { schema: MailingSchema }).status).toBe('error');
    expect(parseWithZod(form([['userIds', '-1']]), { schema: MailingSchema }).status).toBe('error');
  });
});
