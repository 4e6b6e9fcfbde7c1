import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Marks a list row's plain link (RowLink) as one the router follows in the page. */
const ROW_LINK_ATTRIBUTE = 'data-row-link';

/** The attributes of a plain link the router follows: the mark above, and the router's own for route discovery. */
export const ROW_LINK_MARKS = { [ROW_LINK_ATTRIBUTE]: '', 'data-discover': 'true' };

/**
 * Follows a click on a list row's plain link (`a[data-row-link]`, RowLink in plain.tsx) in the page, as a router
 * `<Link>` does: an ordinary click navigates without reloading; a click with a modifier key, another button or a
 * target is the browser's. One listener for the whole app: a `<Link>` on every row cost each list page's server
 * render the router's path resolution, click handler and prefetch hooks per row (decision 037, "Rendering").
 */
export function useRowLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest(`a[${ROW_LINK_ATTRIBUTE}]`) : null;
      if (!(link instanceof HTMLAnchorElement) || link.target || link.origin !== window.location.origin) return;
      event.preventDefault();
      // The same address again replaces the history entry, as a <Link> does.
      navigate(link.pathname + link.search + link.hash, { replace: link.href === window.location.href });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
