import yauzl from 'yauzl';

/**
 * An XLSX is a zip archive, and a zip archive can unpack to far more than it weighs: 101 KB can hold 100 MB of sheet
 * XML (a "zip bomb") that would hold every request while it is parsed. A real 5 MB workbook of 5,000 rows unpacks to
 * a few tens of MB and has a few dozen entries.
 */
export const ZIP_LIMITS = { maxEntries: 500, maxUnpackedBytes: 60 * 1024 * 1024 } as const;

/**
 * Whether the archive is within ZIP_LIMITS (`ok`), too large, or not a zip archive at all, decided before any sheet is parsed: the central directory's entry count and
 * declared sizes first, then each entry unpacked and thrown away, with yauzl stopping an entry the moment it unpacks to
 * more than it declared (a lying directory). What is parsed afterwards is therefore bounded too.
 *
 * yauzl reads the central directory (the list at the end of the archive) instead of scanning local headers, checks
 * declared against actual sizes, and has been maintained for a decade with one small dependency; exceljs' own unzip
 * does neither.
 */
export async function checkZipArchive(
  content: Buffer,
  limits: { maxEntries: number; maxUnpackedBytes: number } = ZIP_LIMITS,
): Promise<'ok' | 'too_large' | 'unreadable'> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(content, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: true,
      strictFileNames: false,
    });
  } catch {
    return 'unreadable';
  }
  try {
    if (zip.entryCount > limits.maxEntries) return 'too_large';
    // The central directory only: nothing is unpacked until the declared sizes are known to be within the limit.
    const entries: yauzl.Entry[] = [];
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      if (declared > limits.maxUnpackedBytes) return 'too_large';
      entries.push(entry);
    }
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      const stream = await zip.openReadStreamPromise(entry);
      // Unpacked and dropped; yauzl errors as soon as the entry yields more bytes than it declared.
      for await (const chunk of stream) void chunk;
    }
    return 'ok';
  } catch (error) {
    // yauzl: "too many bytes in the stream" when an entry unpacks to more than it declared.
    return /too many bytes/i.test(error instanceof Error ? error.message : '') ? 'too_large' : 'unreadable';
  } finally {
    zip.close();
  }
}
