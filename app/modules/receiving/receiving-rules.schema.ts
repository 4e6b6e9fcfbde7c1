import Decimal from 'decimal.js';
import { z } from 'zod';
import { DEFAULT_TEMPERATURE_LIMITS, parseReading } from './temperature';

/**
 * A temperature limit as typed (comma or point, one decimal, −50 … 60 °C, decision 027): its canonical string, or
 * null when left blank (the default applies).
 */
export const temperatureLimitField = z
  .string()
  .max(20, 'validation.tooLong')
  .nullish()
  .transform((raw, ctx) => {
    const text = (raw ?? '').trim();
    if (!text) return null;
    const reading = parseReading(text);
    if (reading === null) {
      ctx.addIssue({ code: 'custom', message: 'deliveryLists.settings.errors.reading' });
      return z.NEVER;
    }
    return reading;
  });

/** A transport tolerance never lies below the limit it loosens. */
export const isBelowLimit = (transportMax: string | null, max: string | null | undefined) =>
  transportMax !== null && max !== null && max !== undefined && new Decimal(transportMax).lt(max);

/** The shop's temperature limits (settings → receiving rules); blank keeps each default. */
export const ReceivingRulesSchema = z
  .object({
    chilledMax: temperatureLimitField,
    frozenMax: temperatureLimitField,
    frozenTransportMax: temperatureLimitField,
    roomMax: temperatureLimitField,
  })
  .superRefine((values, ctx) => {
    if (isBelowLimit(values.frozenTransportMax, values.frozenMax ?? DEFAULT_TEMPERATURE_LIMITS.frozen.max))
      ctx.addIssue({
        code: 'custom',
        path: ['frozenTransportMax'],
        message: 'deliveryLists.settings.errors.transportBelowLimit',
      });
  });

export type ReceivingRules = z.output<typeof ReceivingRulesSchema>;
