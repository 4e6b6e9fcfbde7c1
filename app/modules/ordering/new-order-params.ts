/** The new-order page's address: the supplier whose products are listed, the search and the page. */
export interface NewOrderParams {
  supplierId: number | null;
  q: string | undefined;
  page: number;
}

export function parseNewOrderParams(url: URL): NewOrderParams {
  const supplierParam = url.searchParams.get('supplierId');
  const supplierId = supplierParam && /^[1-9]\d{0,9}$/.test(supplierParam) ? Number(supplierParam) : null;
  const q = url.searchParams.get('q')?.trim().slice(0, 100) || undefined;
  const page = Number(url.searchParams.get('page'));
  return { supplierId, q, page: Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1 };
}
