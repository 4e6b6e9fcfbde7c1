import { useEffect, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import { FilterSelect, type FilterWidth } from '#app/components/filter-fields';
import { useTranslation } from '#app/utils/use-translation';

export interface SupplierOption {
  supplierId: number;
  name: string;
}

/** The lists with a supplier filter, each with the permission of its page (supplier-filter.server.ts). */
export type SupplierFilterList = 'products' | 'orders' | 'deliveries' | 'backorders' | 'asn' | 'reclamations';

/** Where a list's filter loads its choices: under the admin area, or the operator's shop (`base`). */
export const supplierOptionsUrl = (list: SupplierFilterList, base = '/admin') => `${base}/supplier-options/${list}`;

type Loaded = { suppliers: SupplierOption[] } | 'failed';

/*
 * The choices, kept for the browser's session by shop and address: a list opened again shows them at once while they
 * are asked for again (a supplier added meanwhile appears once they answer).
 */
const loaded = new Map<string, Loaded>();
const asking = new Set<string>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function ask(key: string, url: string) {
  if (asking.has(key)) return;
  asking.add(key);
  const settle = (value: Loaded) => {
    asking.delete(key);
    // An answer that failed keeps the choices an earlier one gave.
    if (value !== 'failed' || !loaded.has(key) || loaded.get(key) === 'failed') loaded.set(key, value);
    for (const listener of listeners) listener();
  };
  fetch(url, { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) return settle('failed');
      const body = (await response.json()) as { suppliers?: SupplierOption[] };
      settle(Array.isArray(body.suppliers) ? { suppliers: body.suppliers } : 'failed');
    })
    .catch(() => settle('failed'));
}

/**
 * A list's supplier filter (decision 038): a native select, so a phone opens its own picker. The page names only the
 * chosen supplier; the shop's suppliers (200 in a large shop, a fifth of a list page's markup and data) are asked for
 * once the browser is idle after showing the page (or at once when the filter is touched before that), and asked for
 * again when it is touched after a failed answer.
 */
export function SupplierFilter({
  url,
  selected,
  label,
  allLabel,
  width,
}: {
  /** {@link supplierOptionsUrl} */
  url: string;
  /** The supplier the list is filtered by (its name from the page), or null for all. */
  selected: SupplierOption | null;
  label: string;
  allLabel: string;
  width?: FilterWidth;
}) {
  const { t } = useTranslation();
  const layout = useRouteLoaderData('routes/admin/layout') as { user?: { shopId: number | null } } | undefined;
  const key = `${layout?.user?.shopId ?? ''} ${url}`;
  // Nothing while the page hydrates (the server had nothing either), the kept choices after.
  const state = useSyncExternalStore(
    subscribe,
    () => loaded.get(key),
    () => undefined,
  );
  // Asked for once the browser is idle after showing the page (the page's own scripts come first), or at once when
  // the filter is touched before that.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => ask(key, url), { timeout: 3000 });
    return () => cancel(handle);
  }, [key, url]);
  const touched = () => {
    if (state === undefined || state === 'failed') ask(key, url);
  };

  const choices = state && state !== 'failed' ? state.suppliers : selected ? [selected] : [];
  // A supplier the list is filtered by stays a choice even when it is no longer offered (deleted, say).
  const shown =
    selected && !choices.some((s) => s.supplierId === selected.supplierId) ? [selected, ...choices] : choices;
  const waiting =
    state === undefined
      ? [{ value: 'loading', label: t('common.supplierFilter.loading'), disabled: true }]
      : state === 'failed'
        ? [{ value: 'failed', label: t('common.supplierFilter.failed'), disabled: true }]
        : [];
  return (
    <FilterSelect
      name="supplier"
      defaultValue={selected ? String(selected.supplierId) : ''}
      label={label}
      width={width}
      onFocus={touched}
      onPointerDown={touched}
      data={[
        { value: '', label: allLabel },
        ...shown.map((s) => ({ value: String(s.supplierId), label: s.name })),
        ...waiting,
      ]}
    />
  );
}
