/** For each language and file of texts (`product-import.ts`), its client chunks as URLs (vite.config.ts, `textChunks`). */
declare module 'virtual:prevzem/text-chunks' {
  const chunks: { en: Record<string, string[]>; si: Record<string, string[]> };
  export default chunks;
}
