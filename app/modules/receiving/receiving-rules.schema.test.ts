import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { productFormSchema } from '#app/modules/products/product.schema';
import { ReceivingRulesSchema } from './receiving-rules.schema';

/** A submission's field errors ({} when it succeeded). */
const errorsOf = (submission: { status?: string; error?: unknown }) =>
  submission.status === 'success' ? {} : (submission.error as Record<string, string[]>);

function formData(entries: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

const rules = (entries: Record<string, string>) => parseWithZod(formData(entries), { schema: ReceivingRulesSchema });

describe("the shop's receiving rules", () => {
  it('read limits with a comma or a point, a minus sign, and keep blanks as the default', () => {
    const submission = rules({ chilledMax: '5,5', frozenMax: '−20', frozenTransportMax: '-16.5', roomMax: '' });
    expect(submission.status === 'success' && submission.value).toEqual({
      chilledMax: '5.5',
      frozenMax: '-20',
      frozenTransportMax: '-16.5',
      roomMax: null,
    });
  });

  it.each(['4.25', '61', '-51', 'warm', '4..0', '1e1'])('refuses the reading %s on its field', (value) => {
    const submission = rules({ chilledMax: value });
    expect(submission.status).toBe('error');
    expect(errorsOf(submission)).toMatchObject({ chilledMax: ['deliveryLists.settings.errors.reading'] });
  });

  it('refuses a transport tolerance below the frozen limit, its own or the default', () => {
    expect(errorsOf(rules({ frozenMax: '-15', frozenTransportMax: '-16' }))).toMatchObject({
      frozenTransportMax: ['deliveryLists.settings.errors.transportBelowLimit'],
    });
    expect(errorsOf(rules({ frozenTransportMax: '-19' }))).toMatchObject({
      frozenTransportMax: ['deliveryLists.settings.errors.transportBelowLimit'],
    });
    expect(rules({ frozenMax: '-18', frozenTransportMax: '-18' }).status).toBe('success');
  });
});

describe("a product's receiving fields", () => {
  const product = (entries: Record<string, string>) =>
    parseWithZod(formData({ supplierId: '1', name: 'Ribe', price: '1', vat: '9,5', ...entries }), {
      schema: productFormSchema('si'),
    });

  it('read the minimum shelf life, the scan and lot flags and own limits', () => {
    const submission = product({
      temperatureRegime: 'frozen',
      minShelfLifeDays: '14',
      scanCountsPackage: 'on',
      tracksLot: 'on',
      temperatureMax: '-20',
      temperatureTransportMax: '-17,5',
    });
    expect(submission.status === 'success' && submission.value).toMatchObject({
      minShelfLifeDays: 14,
      scanCountsPackage: true,
      tracksLot: true,
      temperatureMax: '-20',
      temperatureTransportMax: '-17.5',
    });
    const blank = product({});
    expect(blank.status === 'success' && blank.value).toMatchObject({
      minShelfLifeDays: null,
      scanCountsPackage: false,
      tracksLot: false,
      temperatureMax: null,
      temperatureTransportMax: null,
    });
  });

  it('refuses bad days, bad readings, a tolerance below the limit or on goods that are not frozen', () => {
    expect(errorsOf(product({ minShelfLifeDays: '2,5' }))).toMatchObject({
      minShelfLifeDays: ['deliveryLists.settings.errors.shelfLife'],
    });
    expect(errorsOf(product({ minShelfLifeDays: '4000' }))).toMatchObject({
      minShelfLifeDays: ['deliveryLists.settings.errors.shelfLife'],
    });
    expect(errorsOf(product({ temperatureMax: '100' }))).toMatchObject({
      temperatureMax: ['deliveryLists.settings.errors.reading'],
    });
    expect(
      errorsOf(product({ temperatureRegime: 'frozen', temperatureMax: '-15', temperatureTransportMax: '-18' })),
    ).toMatchObject({ temperatureTransportMax: ['deliveryLists.settings.errors.transportBelowLimit'] });
    expect(errorsOf(product({ temperatureRegime: 'chilled', temperatureTransportMax: '6' }))).toMatchObject({
      temperatureTransportMax: ['deliveryLists.settings.errors.transportFrozenOnly'],
    });
  });
});
