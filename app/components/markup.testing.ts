/**
 * Markup compared as a browser would apply it: attributes in any order, class names and style declarations as sets,
 * generated ids left out (Mantine's useId), React's text separators dropped. For tests that show a plain element
 * renders as its Mantine original (app/components/plain.tsx, data-table.tsx).
 */
export function normalizedMarkup(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(
      /<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>/g,
      (_tag, name: string, attributes: string, selfClosing: string) => {
        const pairs = [...attributes.matchAll(/([^\s=>/]+)(?:="([^"]*)")?/g)]
          .map(([, key, value = '']) => [key!, value] as const)
          .filter(([key]) => key !== 'id')
          .map(([key, value]) => {
            if (key === 'class') return `class="${value.split(/\s+/).filter(Boolean).sort().join(' ')}"`;
            if (key === 'style')
              return `style="${value
                .split(';')
                .map((part) => part.trim().replace(/\s*:\s*/, ':'))
                .filter(Boolean)
                .sort()
                .join(';')}"`;
            return `${key}="${value}"`;
          })
          .sort();
        return `<${name}${pairs.length ? ' ' : ''}${pairs.join(' ')}${selfClosing ? '/' : ''}>`;
      },
    );
}
