import { describe, expect, it } from 'vitest';
import { coalescedBody } from './coalesced-body.server';

function chunksOf(body: ReturnType<typeof coalescedBody>) {
  const chunks: string[] = [];
  body.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return chunks;
}

const nextTick = () => new Promise((resolve) => setImmediate(resolve));

describe('coalescedBody', () => {
  it('joins what is written in one tick into one chunk, then writes the tail at the end', async () => {
    const body = coalescedBody(() => '<tail>');
    const chunks = chunksOf(body);
    const ended = new Promise((resolve) => body.on('end', resolve));
    body.write(new TextEncoder().encode('<html>'));
    body.write('<p>one</p>');
    body.write(Buffer.from('<p>two</p>'));
    await nextTick();
    expect(chunks).toEqual(['<html><p>one</p><p>two</p>']);
    body.end('</html>');
    await ended;
    expect(chunks).toEqual(['<html><p>one</p><p>two</p>', '</html>', '<tail>']);
  });

  it('hands only the first chunk to `first` (the one with the head)', async () => {
    const body = coalescedBody(
      () => '',
      (chunk) => Buffer.from(chunk.toString().toUpperCase()),
    );
    const chunks = chunksOf(body);
    body.write('<head>');
    body.write('<body>');
    await nextTick();
    body.write('<late>');
    await nextTick();
    expect(chunks).toEqual(['<HEAD><BODY>', '<late>']);
  });

  it('does not hold back a part written after a pause (a boundary that streams in later)', async () => {
    const body = coalescedBody(() => '');
    const chunks = chunksOf(body);
    body.write('<shell>');
    await nextTick();
    body.write('<late>');
    await nextTick();
    expect(chunks).toEqual(['<shell>', '<late>']);
  });

  it('lets a large page out in pieces of 64 KB without waiting for the tick to end', () => {
    const body = coalescedBody(() => '');
    const chunks = chunksOf(body);
    const piece = 'x'.repeat(2048);
    for (let i = 0; i < 40; i++) body.write(piece);
    expect(chunks.map((chunk) => chunk.length)).toEqual([64 * 1024]);
  });

  it('writes nothing more once destroyed', async () => {
    const body = coalescedBody(() => '<tail>');
    const chunks = chunksOf(body);
    body.write('<html>');
    body.destroy();
    await nextTick();
    expect(chunks).toEqual([]);
  });
});
