import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './image-type';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('image type by content', () => {
  it('tells JPEG, PNG, WebP and HEIC by their first bytes', () => {
    expect(imageTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('jpeg');
    expect(imageTypeOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'))).toBe('png');
    expect(imageTypeOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(imageTypeOf(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]))).toBe('heic');
    expect(imageTypeOf(bytes([0, 0, 0, 0x18], 'ftypmif1'))).toBe('heic');
  });

  it('refuses anything else, whatever its name says', () => {
    expect(imageTypeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageTypeOf(bytes('GIF89a'))).toBeNull();
    expect(imageTypeOf(bytes('%PDF-1.7'))).toBeNull();
    expect(imageTypeOf(bytes([0, 0, 0, 0x18], 'ftypmp42'))).toBeNull();
    expect(imageTypeOf(bytes([0xff, 0xd8]))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });
});
