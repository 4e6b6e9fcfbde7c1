import type { BarcodeFormat } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * The barcode formats met in receiving and counting: retail (EAN-13, EAN-8, UPC-A, UPC-E), GS1-128 (Code 128), cases
 * (ITF-14, which the ITF reader reads), GS1 DataMatrix and QR codes.
 */
const SCAN_FORMATS: BarcodeFormat[] = [
  'ean_13',
  'ean_8',
  'upc_a',
  'upc_e',
  'code_128',
  'itf',
  'data_matrix',
  'qr_code',
];

interface Detector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string; format: string }>>;
}

interface NativeDetectorClass {
  new (options: { formats: BarcodeFormat[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The browser's own BarcodeDetector when it reads every format we need (Chrome on Android, Safari on recent macOS),
 * otherwise the `barcode-detector` ponyfill on ZXing compiled to WebAssembly. The .wasm file is one of our own built
 * assets (the `?url` import above), never a CDN: the ponyfill's default would fetch it from jsDelivr.
 */
export async function createDetector(): Promise<Detector> {
  const native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (native) {
    const supported = await native.getSupportedFormats().catch(() => [] as string[]);
    if (SCAN_FORMATS.every((format) => supported.includes(format))) return new native({ formats: SCAN_FORMATS });
  }
  const { BarcodeDetector, prepareZXingModule, purgeZXingModule } = await import('barcode-detector/ponyfill');
  try {
    await prepareZXingModule({
      overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
      fireImmediately: true,
    });
  } catch (error) {
    // The failed load is cached; forget it so "Try again" loads the file again.
    purgeZXingModule();
    throw error;
  }
  return new BarcodeDetector({ formats: SCAN_FORMATS });
}
