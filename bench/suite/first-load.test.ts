import { describe, expect, it } from 'vitest';
import { deferredPreloadsScript } from '#app/utils/deferred-preloads.server';
import { collectScripts, gzipSize, moduleImports, pageScripts } from './first-load';

describe('moduleImports', () => {
  it('finds the static imports and re-exports of a built chunk, not its dynamic imports', () => {
    const chunk =
      'import{t as e}from"./a.js";import"./side.js";export{x}from\'./b.js\';import * as ns from "./c.js";' +
      'const l=()=>import(`./lazy.js`);export{e};';
    expect(moduleImports(chunk)).toEqual(['./a.js', './side.js', './b.js', './c.js']);
  });

  it('follows literal dynamic imports when asked (the inline script that starts the client entry)', () => {
    const inline =
      'import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.js");';
    expect(moduleImports(inline, { dynamic: true })).toEqual([
      '/assets/manifest.js',
      '/assets/root.js',
      '/assets/entry.js',
    ]);
  });

  it('ignores bare package names, which a built chunk never loads', () => {
    expect(moduleImports('import React from "react";')).toEqual([]);
  });
});

describe('pageScripts', () => {
  it('collects module scripts, inline module imports and modulepreload links, once each, as absolute URLs', () => {
    const html = `<html><head>
      <link rel="stylesheet" href="/assets/app.css"/>
      <link rel="modulepreload" href="/assets/entry.js" nonce="n"/>
      <link rel="modulepreload" href="/assets/en.js"/>
      <script>window.x = 1; import("/assets/not-a-module.js")</script>
      </head><body>
      <script type="module" src="/assets/extra.js"></script>
      <script nonce="n" type="module" async="">import "/assets/manifest.js"; import("/assets/entry.js");</script>
      </body></html>`;
    expect(pageScripts(html, 'http://host/login')).toEqual([
      'http://host/assets/extra.js',
      'http://host/assets/manifest.js',
      'http://host/assets/entry.js',
      'http://host/assets/en.js',
    ]);
  });

  it('counts the preloads the page asks for once it has painted', () => {
    const html = `<html><head></head><body><script nonce="n" type="module">import "/assets/root.js";</script></body></html>${deferredPreloadsScript(['/assets/entry.js', '/assets/common-en.js'], 'n')}`;
    expect(pageScripts(html, 'http://host/admin')).toEqual([
      'http://host/assets/root.js',
      'http://host/assets/entry.js',
      'http://host/assets/common-en.js',
    ]);
  });

  it('finds nothing in a page served without scripts', () => {
    expect(pageScripts('<html><body><script>document.title</script></body></html>', 'http://host/')).toEqual([]);
  });
});

describe('collectScripts', () => {
  it('walks the static imports through the chunks once each, resolving them against the importing chunk', async () => {
    const files: Record<string, string> = {
      'http://host/assets/entry.js': 'import{a}from"./shared.js";import{b}from"./react.js";import("./lazy.js")',
      'http://host/assets/route.js': 'import{a}from"./shared.js";',
      'http://host/assets/shared.js': 'import{b}from"./react.js";export const a=1;',
      'http://host/assets/react.js': 'export const b=2;',
      'http://host/assets/lazy.js': 'export const c=3;',
    };
    const fetched: string[] = [];
    const sources = await collectScripts(['http://host/assets/entry.js', 'http://host/assets/route.js'], (url) => {
      fetched.push(url);
      return Promise.resolve(files[url]!);
    });
    expect([...sources.keys()].sort()).toEqual([
      'http://host/assets/entry.js',
      'http://host/assets/react.js',
      'http://host/assets/route.js',
      'http://host/assets/shared.js',
    ]);
    expect(fetched.length).toBe(4);
  });
});

describe('gzipSize', () => {
  it('is the gzipped size, far below the text for repetitive code', () => {
    const source = 'export const a = "abcdefghij";\n'.repeat(1000);
    expect(gzipSize(source)).toBeGreaterThan(20);
    expect(gzipSize(source)).toBeLessThan(source.length / 20);
  });
});
