/**
 * A video file for Chromium's fake camera that shows one barcode, so an end-to-end test can scan with the camera:
 *
 *   const video = await writeBarcodeVideo(path.join(testInfo.outputDir, 'ean.y4m'), '3838920123458', 'EAN13');
 *   // launch Chromium with fakeCameraArgs(video) (a browser of its own: the flags hold for the whole browser)
 *
 * Drawn with ZXing's writer (zxing-wasm, the same library as the app's reader), read from node_modules: nothing is
 * downloaded.
 */
import { createRequire } from 'node:module';
import { readFile, writeFile } from 'node:fs/promises';
import { prepareZXingModule, writeBarcode, type WriterOptions } from 'zxing-wasm/writer';

type Format = NonNullable<WriterOptions['format']>;

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 5;

let ready: Promise<unknown> | undefined;
function loadWriter() {
  ready ??= readFile(createRequire(import.meta.url).resolve('zxing-wasm/writer/zxing_writer.wasm')).then((bytes) =>
    prepareZXingModule({
      overrides: { wasmBinary: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) },
      fireImmediately: true,
    }),
  );
  return ready;
}

/**
 * Writes a YUV4MPEG2 file (640 × 480, grey) with `text` as a barcode in the middle, black on white. `gs1` encodes a
 * GS1 element string given in the human-readable form, e.g. '(01)09501101530003(10)AB12' for GS1-128 or GS1
 * DataMatrix; the reader then returns it with "\u001d" after each variable-length element that is not last.
 */
export async function writeBarcodeVideo(file: string, text: string, format: Format, gs1 = false): Promise<string> {
  await loadWriter();
  const written = await writeBarcode(text, { format, options: gs1 ? 'gs1' : '', scale: 1, addQuietZones: false });
  if (written.error) throw new Error(`Cannot draw ${text} as ${format}: ${written.error}`);
  const { data, width, height } = written.symbol;
  const linear = height > 1 && isLinear(data, width, height);
  // Whole pixels per module, leaving a quiet zone of at least 10 % on every side.
  const scale = Math.max(1, Math.floor(Math.min((WIDTH * 0.8) / width, (HEIGHT * 0.8) / height)));
  const drawnWidth = width * scale;
  const drawnHeight = linear ? Math.round(HEIGHT * 0.4) : height * scale;
  const left = Math.floor((WIDTH - drawnWidth) / 2);
  const top = Math.floor((HEIGHT - drawnHeight) / 2);

  const luma = new Uint8Array(WIDTH * HEIGHT).fill(235);
  for (let y = 0; y < drawnHeight; y++) {
    const row = linear ? 0 : Math.floor(y / scale);
    for (let x = 0; x < drawnWidth; x++) {
      if (data[row * width + Math.floor(x / scale)] === 0) luma[(top + y) * WIDTH + left + x] = 16;
    }
  }
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2) * 2).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
  return file;
}

/** A 1D symbol has the same pixels in every row: it is then stretched to a tall bar code instead of scaled. */
function isLinear(data: Uint8ClampedArray, width: number, height: number): boolean {
  for (let y = 1; y < height; y++) {
    for (let x = 0; x < width; x++) if (data[y * width + x] !== data[x]) return false;
  }
  return true;
}

/** Chromium flags that grant the camera without asking and play `video` as the camera. */
export function fakeCameraArgs(video: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ];
}
