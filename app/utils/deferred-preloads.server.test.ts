import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferredPreloads, deferredPreloadsScript, withoutHeadPreloads } from './deferred-preloads.server';

const head =
  '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>' +
  '<link nonce="n" rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n"/>' +
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/></head>';

describe('withoutHeadPreloads', () => {
  it('takes the script preloads out of the head and leaves everything else, in order', () => {
    const body = '<body><p>Prevzem</p><link rel="modulepreload" href="/assets/later.js"/></body></html>';
    const { html, hrefs } = withoutHeadPreloads(Buffer.from(head + body));
    expect(hrefs).toEqual(['/assets/entry.client-A.js', '/assets/root-B.js']);
    expect(html.toString()).toBe(
      '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>' +
        '<link nonce="n" rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
        '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/></head>' +
        body,
    );
  });

  it('keeps text outside ASCII whole', () => {
    const page = Buffer.from(`${head}<body>Prevzem blaga – čšž</body>`);
    expect(withoutHeadPreloads(page).html.toString()).toContain('Prevzem blaga – čšž');
  });

  it('leaves a chunk without the end of the head, or without preloads, as it is', () => {
    const partial = Buffer.from('<html><head><link rel="modulepreload" href="/assets/a.js"/>');
    expect(withoutHeadPreloads(partial)).toEqual({ html: partial, hrefs: [] });
    const none = Buffer.from('<html><head></head><body></body></html>');
    expect(withoutHeadPreloads(none).html).toBe(none);
  });
});

describe('deferredPreloadsScript', () => {
  function run(script: string, visibilityState: 'visible' | 'hidden') {
    const added: { rel: string; href: string }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      visibilityState,
      head: { appendChild: (link: { rel: string; href: string }) => added.push(link) },
      createElement: () => ({ rel: '', href: '' }),
    };
    const source = /<script[^>]*>([\s\S]*)<\/script>/.exec(script)![1]!;
    runInNewContext(source, {
      document,
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
    });
    return { added, frames, timers };
  }

  it('adds each preload once, each in a task of its own, after the first frame has painted', () => {
    const script = deferredPreloadsScript(['/assets/a.js', '/assets/b.js', '/assets/a.js'], 'n0nce');
    expect(script).toMatch(/^<script nonce="n0nce" data-deferred-preloads>/);
    const { added, frames, timers } = run(script, 'visible');
    expect(added).toEqual([]);
    frames.forEach((frame) => frame());
    expect(added).toEqual([]);
    expect(timers).toHaveLength(1);
    timers.shift()!();
    expect(added).toEqual([]);
    expect(timers).toHaveLength(2);
    timers.shift()!();
    expect(added).toEqual([{ rel: 'modulepreload', href: '/assets/a.js' }]);
    timers.shift()!();
    expect(added).toEqual([
      { rel: 'modulepreload', href: '/assets/a.js' },
      { rel: 'modulepreload', href: '/assets/b.js' },
    ]);
    expect(timers).toEqual([]);
  });

  it('asks without waiting for a frame in a page opened in the background, where no frame comes', () => {
    const { added, frames, timers } = run(deferredPreloadsScript(['/assets/a.js'], 'n'), 'hidden');
    expect(frames).toEqual([]);
    timers.forEach((timer) => timer());
    expect(added).toEqual([{ rel: 'modulepreload', href: '/assets/a.js' }]);
  });

  it('writes nothing when there is nothing to preload, and cannot be closed early', () => {
    expect(deferredPreloadsScript([], 'n')).toBe('');
    expect(deferredPreloadsScript(['/a</script><script>alert(1)</script>.js'], 'n')).not.toContain('</script><script>');
  });

  it('reads back from the page what it asks for', () => {
    const html = `<html><body></body></html>${deferredPreloadsScript(['/assets/a.js', '/assets/b.js'], 'n')}`;
    expect(deferredPreloads(html)).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(deferredPreloads('<html></html>')).toEqual([]);
  });
});
