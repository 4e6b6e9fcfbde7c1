import { deferredPreloads } from '#app/utils/deferred-preloads.server';
import { gzipSync } from 'node:zlib';

export interface FirstLoad {
  path: string;
  /** The scripts the page loads at start, each gzipped at level 9 (as a CDN would), summed, in KB (1,000 bytes). */
  scriptKb: number;
  /** How many script files that is. */
  requests: number;
  /** Each script's URL and gzipped size in bytes, largest first. */
  scripts: { url: string; gzipBytes: number }[];
}

/**
 * The JavaScript each page loads at start: the page's module scripts (external and inline), its modulepreload links
 * (in the head, and those its deferred preloads script adds once the page has painted),
 * and every static import of those, followed through the chunks. Dynamic `import()` inside a chunk is not followed
 * (it loads later, on demand); inside the page's inline module scripts it is (React Router imports its client entry so).
 * `cookie` logs the pages in.
 */
export async function measureFirstLoad(options: {
  baseUrl: string;
  cookie?: string;
  paths: string[];
}): Promise<FirstLoad[]> {
  const headers: Record<string, string> = options.cookie ? { Cookie: options.cookie } : {};
  const cache = new Map<string, Promise<string>>();
  const fetchText = (url: string) => {
    let text = cache.get(url);
    if (!text) {
      text = fetch(url, { headers }).then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response.text();
      });
      cache.set(url, text);
    }
    return text;
  };
  const results: FirstLoad[] = [];
  for (const path of options.paths) {
    const pageUrl = new URL(path, options.baseUrl).href;
    const response = await fetch(pageUrl, { headers, redirect: 'manual' });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    const html = await response.text();
    const sources = await collectScripts(pageScripts(html, pageUrl), fetchText);
    const scripts = [...sources]
      .map(([url, source]) => ({ url, gzipBytes: gzipSize(source) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    const bytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    results.push({ path, scriptKb: Math.round(bytes / 100) / 10, requests: scripts.length, scripts });
  }
  return results;
}

/** The size of `source` gzipped at level 9. */
export function gzipSize(source: string): number {
  return gzipSync(Buffer.from(source), { level: 9 }).length;
}

/** The absolute URLs of the scripts a page starts loading from its HTML. */
export function pageScripts(html: string, pageUrl: string): string[] {
  const urls: string[] = [];
  for (const tag of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = tag[1]!;
    if (!/\btype=["']?module\b/i.test(attributes)) continue;
    const src = attribute(attributes, 'src');
    if (src) urls.push(new URL(src, pageUrl).href);
    else urls.push(...moduleImports(tag[2]!, { dynamic: true }).map((specifier) => new URL(specifier, pageUrl).href));
  }
  for (const tag of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = tag[1]!;
    const href = attribute(attributes, 'href');
    if (href && attribute(attributes, 'rel')?.toLowerCase() === 'modulepreload') urls.push(new URL(href, pageUrl).href);
  }
  urls.push(...deferredPreloads(html).map((href) => new URL(href, pageUrl).href));
  return [...new Set(urls)];
}

/**
 * The module specifiers a script imports: `import … from "x"`, `import "x"`, `export … from "x"`, and with `dynamic`
 * also `import("x")` with a literal string. Text inside strings or comments that looks like an import is rare in
 * built chunks; a stray match only adds a file that exists anyway.
 */
export function moduleImports(source: string, options: { dynamic?: boolean } = {}): string[] {
  const specifiers: string[] = [];
  const quoted = String.raw`(?:"([^"\n]+)"|'([^'\n]+)'|\x60([^\x60$\n]+)\x60)`;
  const staticImport = new RegExp(
    String.raw`(?:^|[;}\s)])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?` + quoted,
    'g',
  );
  for (const match of source.matchAll(staticImport)) specifiers.push(match[1] ?? match[2] ?? match[3]!);
  if (options.dynamic) {
    const dynamicImport = new RegExp(String.raw`\bimport\s*\(\s*` + quoted + String.raw`\s*\)`, 'g');
    for (const match of source.matchAll(dynamicImport)) specifiers.push(match[1] ?? match[2] ?? match[3]!);
  }
  return [...new Set(specifiers)].filter((specifier) => /^(?:\.{0,2}\/|https?:)/.test(specifier));
}

/** Follows the static imports from `roots`; returns each script's URL with its source. */
export async function collectScripts(
  roots: string[],
  fetchText: (url: string) => Promise<string>,
): Promise<Map<string, string>> {
  const sources = new Map<string, string>();
  let frontier = [...new Set(roots)];
  while (frontier.length > 0) {
    const fetched = await Promise.all(frontier.map(async (url) => [url, await fetchText(url)] as const));
    const next = new Set<string>();
    for (const [url, source] of fetched) sources.set(url, source);
    for (const [url, source] of fetched) {
      for (const specifier of moduleImports(source)) {
        const imported = new URL(specifier, url).href;
        if (!sources.has(imported)) next.add(imported);
      }
    }
    frontier = [...next];
  }
  return sources;
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(String.raw`\b${name}\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}
