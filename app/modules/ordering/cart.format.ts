import type { Language } from '#app/utils/language';
import { formatDate, formatNumber } from '#app/utils/format';

/** A calendar date ("YYYY-MM-DD") in the user's format, without a time zone shifting it a day. */
export function formatCalendarDate(language: Language, date: string): string {
  return formatDate(language, `${date}T12:00:00Z`, 'UTC');
}

/** A stored quantity ("12.000") as the user reads it ("12", "1,5"). */
export function formatQuantity(language: Language, quantity: string): string {
  return formatNumber(language, Number(quantity));
}

/** A stored quantity as an input's value: no grouping, the language's decimal mark ("1,5" in Slovenian). */
export function editableQuantity(language: Language, quantity: string): string {
  const plain = quantity.includes('.') ? quantity.replace(/\.?0+$/, '') : quantity;
  return language === 'si' ? plain.replace('.', ',') : plain;
}
