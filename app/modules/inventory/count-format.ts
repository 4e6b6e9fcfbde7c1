import { formatDecimalInput } from '#app/utils/decimal-input';
import type { Language } from '#app/utils/language';

/** A quantity ("12.500") as the person's language writes it ("12,5"), without trailing zeros. */
export const formatQuantity = (value: string, language: Language) => formatDecimalInput(value, language, 0);
