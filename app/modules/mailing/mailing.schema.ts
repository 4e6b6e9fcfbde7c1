import { z } from 'zod';

const MAX_EXTRA_EMAILS = 20;

/** One address per line (or separated by commas or semicolons); blank lines are ignored, duplicates dropped. */
export const EmailListSchema = z
  .string()
  .max(10_000, 'validation.tooLong')
  .optional()
  .transform((value) => [
    ...new Set(
      (value ?? '')
        .split(/[\n,;]+/)
        .map((line) => line.trim().toLowerCase())
        .filter(Boolean),
    ),
  ])
  .superRefine((emails, ctx) => {
    if (emails.length > MAX_EXTRA_EMAILS) ctx.addIssue({ code: 'custom', message: 'mailing.validation.tooMany' });
    const bad = emails.find((email) => !z.email().safeParse(email).success);
    if (bad) ctx.addIssue({ code: 'custom', message: 'mailing.validation.email' });
  });

const userIds = z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(100).default([]);

/** The mailing page: the flags of the users shown on this page, and the shop's extra addresses. */
export const MailingSchema = z
  .object({
    userIds,
    orderEmails: userIds,
    itemEmails: userIds,
    extraOrderEmails: EmailListSchema,
    extraItemEmails: EmailListSchema,
  })
  .refine((v) => [...v.orderEmails, ...v.itemEmails].every((id) => v.userIds.includes(id)), {
    message: 'validation.choose',
  });

export type MailingInput = z.output<typeof MailingSchema>;
