import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { supplierAnswerSchema } from './supplier-answer.schema';

function post(entries: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(entries)) form.append(key, value);
  return form;
}

describe('the supplier’s answer as posted', () => {
  it('reads each line’s answer, comment and credit as the page’s language writes amounts', () => {
    const submission = parseWithZod(
      post({
        answeredBy: ' Ana Novak ',
        comment: '',
        'lines[0].id': '7',
        'lines[0].answer': 'accepted',
        'lines[0].credit': '1.234,5',
        'lines[0].comment': 'Credit next invoice',
        'lines[1].id': '8',
        'lines[1].answer': 'rejected',
      }),
      { schema: supplierAnswerSchema('si') },
    );
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({
      answeredBy: 'Ana Novak',
      comment: null,
      lines: [
        { id: 7, answer: 'accepted', credit: '1234.5', comment: 'Credit next invoice' },
        { id: 8, answer: 'rejected', credit: null, comment: null },
      ],
    });
  });

  it('requires the answerer’s name and an answer on every line', () => {
    const submission = parseWithZod(post({ 'lines[0].id': '7', 'lines[0].credit': '5' }), {
      schema: supplierAnswerSchema('en'),
    });
    expect(submission.status).toBe('error');
    expect(submission.reply().error).toMatchObject({
      answeredBy: ['validation.required'],
      'lines[0].answer': ['reclamationAnswer.errors.chooseAnswer'],
    });
  });

  it('refuses a negative, malformed or too precise credit, and too long comments', () => {
    const submission = parseWithZod(
      post({
        answeredBy: 'Ana',
        'lines[0].id': '1',
        'lines[0].answer': 'accepted',
        'lines[0].credit': '-5',
        'lines[1].id': '2',
        'lines[1].answer': 'accepted',
        'lines[1].credit': '5.123',
        'lines[2].id': '3',
        'lines[2].answer': 'accepted',
        'lines[2].credit': 'abc',
        'lines[2].comment': 'x'.repeat(2001),
      }),
      { schema: supplierAnswerSchema('en') },
    );
    expect(submission.reply().error).toMatchObject({
      'lines[0].credit': ['reclamationAnswer.errors.credit.negative'],
      'lines[1].credit': ['reclamationAnswer.errors.credit.decimals'],
      'lines[2].credit': ['reclamationAnswer.errors.credit.format'],
      'lines[2].comment': ['validation.tooLong'],
    });
  });

  it('refuses an answer without lines or with a line id that is not one', () => {
    expect(parseWithZod(post({ answeredBy: 'Ana' }), { schema: supplierAnswerSchema('en') }).status).toBe('error');
    const submission = parseWithZod(post({ answeredBy: 'Ana', 'lines[0].id': 'x', 'lines[0].answer': 'accepted' }), {
      schema: supplierAnswerSchema('en'),
    });
    expect(submission.status).toBe('error');
  });
});
