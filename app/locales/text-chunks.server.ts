import chunks from 'virtual:prevzem/text-chunks';
import type { Language } from '#app/utils/language';
import { textPartOfFile } from './texts';

const BY_PART: Record<Language, Map<string, string[]>> = {
  en: new Map(Object.entries(chunks.en).map(([file, urls]) => [textPartOfFile(file), urls])),
  si: new Map(Object.entries(chunks.si).map(([file, urls]) => [textPartOfFile(file), urls])),
};

/** The client chunks of the given parts of the texts in `language`, for the document to preload (none in development). */
export function textChunkUrls(language: Language, parts: Iterable<string>): string[] {
  const urls = new Set<string>();
  for (const part of parts) for (const url of BY_PART[language].get(part) ?? []) urls.add(url);
  return [...urls];
}
