import { readFileSync } from 'node:fs';

/*
 * row-parts.css read as a browser applies it to the plain row parts (app/components/plain.tsx), for the tests that
 * compare a part's markup with its Mantine original's (plain.test.tsx, pager.test.tsx). The file is flat rules whose
 * selectors are class compounds, optionally the child of another (`.m_347db0ec.rp-badge`, `.rp-badge > .m_5add502a`):
 * the small parser below takes exactly that and throws on anything else, so the file cannot grow what it would misread.
 */

interface Rule {
  /** Each selector: its compounds from the outermost to the element, each a list of class names. */
  selectors: string[][][];
  declarations: [string, string][];
}

function parseRules(css: string): Rule[] {
  const rules: Rule[] = [];
  const rest = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/([^{}]+)\{([^{}]*)\}/g, (_rule, selectorText: string, body: string) => {
      const selectors = selectorText.split(',').map((selector) =>
        selector
          .trim()
          .split(/\s*>\s*/)
          .map((compound) => {
            if (!/^(\.[\w-]+)+$/.test(compound)) throw new Error(`row-parts.css: unexpected selector "${selector}"`);
            return compound.slice(1).split('.');
          }),
      );
      const declarations = body
        .split(';')
        .map((declaration) => declaration.trim())
        .filter(Boolean)
        .map((declaration): [string, string] => {
          const colon = declaration.indexOf(':');
          return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
        });
      rules.push({ selectors, declarations });
      return '';
    });
  if (rest.trim()) throw new Error(`row-parts.css: only plain rules expected, found "${rest.trim().slice(0, 80)}"`);
  return rules;
}

/** The rules of row-parts.css, in their order. */
export const rowPartsRules = parseRules(readFileSync(new URL('./row-parts.css', import.meta.url), 'utf8'));

/** Does a selector match the element whose classes (and its ancestors', outermost first) are `path`? */
function matches(selector: string[][], path: Set<string>[]): boolean {
  if (selector.length > path.length) return false;
  return selector.every((compound, index) =>
    compound.every((name) => path[path.length - selector.length + index]!.has(name)),
  );
}

/** The declarations that apply to an element: matching rules by specificity, then order; its inline style over all. */
function appliedStyle(path: Set<string>[], inline: string): string {
  const applied = new Map<string, string>();
  rowPartsRules
    .flatMap((rule, order) => {
      const specificities = rule.selectors.filter((selector) => matches(selector, path)).map((s) => s.flat().length);
      return specificities.length ? [{ rule, order, specificity: Math.max(...specificities) }] : [];
    })
    .sort((a, b) => a.specificity - b.specificity || a.order - b.order)
    .forEach(({ rule }) => rule.declarations.forEach(([property, value]) => applied.set(property, value)));
  for (const declaration of inline.split(';').filter(Boolean)) {
    const colon = declaration.indexOf(':');
    applied.set(declaration.slice(0, colon), declaration.slice(colon + 1));
  }
  return [...applied]
    .map(([property, value]) => `${property}:${value}`)
    .sort()
    .join(';');
}

/**
 * Markup normalized by normalizedMarkup (markup.testing.ts) with each element's style replaced by the declarations
 * that apply to it, inline and from row-parts.css, and the `rp-*` classes left out: a plain part's markup so is what
 * its Mantine original's is, whose variables are all inline.
 */
export function withRowParts(html: string): string {
  const ancestors: Set<string>[] = [];
  return html.replace(
    /<(\/?)([a-zA-Z][\w-]*)((?: [^\s=>/]+="[^"]*")*)(\/?)>/g,
    (_tag, closing: string, name: string, attributes: string, selfClosing: string) => {
      if (closing) {
        ancestors.pop();
        return `</${name}>`;
      }
      const pairs = [...attributes.matchAll(/ ([^\s=>/]+)="([^"]*)"/g)].map(
        ([, key, value]) => [key!, value!] as const,
      );
      const classes = new Set(pairs.find(([key]) => key === 'class')?.[1].split(' '));
      const style = appliedStyle([...ancestors, classes], pairs.find(([key]) => key === 'style')?.[1] ?? '');
      if (!selfClosing) ancestors.push(classes);
      const kept = pairs
        .filter(([key]) => key !== 'style')
        .map(([key, value]) =>
          key === 'class'
            ? [
                key,
                value
                  .split(' ')
                  .filter((c) => !c.startsWith('rp-'))
                  .join(' '),
              ]
            : [key, value],
        )
        .concat(style ? [['style', style]] : [])
        .map(([key, value]) => `${key}="${value}"`)
        .sort();
      return `<${name}${kept.length ? ' ' : ''}${kept.join(' ')}${selfClosing}>`;
    },
  );
}
