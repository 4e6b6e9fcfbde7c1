/**
 * A route's `handle` may say whether its page ships JavaScript: `{ scripts: false }` serves the page as plain HTML
 * (links, native form posts, details/summary; decision 037, "First load"), `{ scripts: true }` asks for hydration again
 * below such a layout. The deepest route that says decides; a page no route speaks for is hydrated.
 */
export interface ScriptsHandle {
  scripts?: boolean;
}

export function pageNeedsScripts(matches: readonly { handle?: unknown }[]): boolean {
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]!.handle as ScriptsHandle | undefined;
    if (typeof handle?.scripts === 'boolean') return handle.scripts;
  }
  return true;
}
