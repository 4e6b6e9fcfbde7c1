import { imageTypeOf } from './image-type';

/** A photo of a delivery, or the driver's signature, as it is kept (docs/decisions/029). */
export type ImagePurpose = 'photo' | 'signature';

export type PreparedImage =
  | { ok: true; body: Buffer; contentType: 'image/jpeg' | 'image/png'; width: number; height: number }
  | { ok: false; reason: 'not_an_image' | 'unreadable_image' | 'too_large' };

/** A phone photo is a few MB; twice the largest we expect leaves room without letting anyone fill the disk. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** 50 megapixels: more than any phone camera, far less than what would exhaust memory while decoding. */
const MAX_INPUT_PIXELS = 50_000_000;
const LONGEST_SIDE: Record<ImagePurpose, number> = { photo: 1600, signature: 1200 };

/**
 * Checks an uploaded image by its content (JPEG, PNG, WebP, HEIC where the image library can decode it), turns it
 * upright, downscales it and re-encodes it; re-encoding drops every piece of metadata (GPS position, camera, owner).
 * Photos become JPEG; signatures stay PNG, whose sharp strokes JPEG would blur.
 */
export async function prepareImage(input: Buffer, purpose: ImagePurpose): Promise<PreparedImage> {
  if (input.length > MAX_IMAGE_BYTES) return { ok: false, reason: 'too_large' };
  if (!imageTypeOf(input)) return { ok: false, reason: 'not_an_image' };
  const side = LONGEST_SIDE[purpose];
  try {
    // Loaded on first use: only photo and signature uploads need it (31 MB of native library).
    const { default: sharp } = await import('sharp');
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
    const { data, info } =
      purpose === 'photo'
        ? await pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer({
            resolveWithObject: true,
          })
        : await pipeline.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      body: data,
      contentType: purpose === 'photo' ? 'image/jpeg' : 'image/png',
      width: info.width,
      height: info.height,
    };
  } catch {
    // A file that starts like an image but cannot be decoded (truncated, a HEIC codec the library lacks, too many pixels).
    return { ok: false, reason: 'unreadable_image' };
  }
}
