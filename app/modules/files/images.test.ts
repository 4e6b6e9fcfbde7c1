import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, prepareImage } from './images.server';

const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .toBuffer();

describe('preparing an uploaded image', () => {
  it('downscales a large photo to 1600 px and makes it JPEG', async () => {
    const result = await prepareImage(await photo(4000, 3000, 'png'), 'photo');
    expect(result).toMatchObject({ ok: true, contentType: 'image/jpeg', width: 1600, height: 1200 });
  });

  it('keeps a small photo its size and reads WebP', async () => {
    expect(await prepareImage(await photo(640, 480, 'webp'), 'photo')).toMatchObject({ ok: true, width: 640 });
  });

  it('strips the GPS position and every other piece of metadata', async () => {
    const tagged = await sharp(await photo(800, 600, 'jpeg'))
      .withExif({
        IFD0: { Make: 'PhoneCo', Copyright: 'Someone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '46/1 22/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const result = await prepareImage(tagged, 'photo');
    if (!result.ok) throw new Error(result.reason);
    const metadata = await sharp(result.body).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(result.body.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('turns a photo upright by its orientation tag', async () => {
    const sideways = await sharp(await photo(800, 400, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(await prepareImage(sideways, 'photo')).toMatchObject({ ok: true, width: 400, height: 800 });
  });

  it('keeps a signature PNG', async () => {
    expect(await prepareImage(await photo(600, 200, 'png'), 'signature')).toMatchObject({
      ok: true,
      contentType: 'image/png',
    });
  });

  it('refuses what is not an image by its content, a broken image and an oversized file', async () => {
    expect(await prepareImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'photo')).toEqual({
      ok: false,
      reason: 'not_an_image',
    });
    const jpeg = await photo(800, 600, 'jpeg');
    expect(await prepareImage(jpeg.subarray(0, 200), 'photo')).toEqual({ ok: false, reason: 'unreadable_image' });
    expect(await prepareImage(Buffer.alloc(MAX_IMAGE_BYTES + 1, 0xff), 'photo')).toEqual({
      ok: false,
      reason: 'too_large',
    });
  });
});
