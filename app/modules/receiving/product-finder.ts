import type { ReceivingProduct } from './unplanned-line';

/** Asks the server for a supplier's products to receive: by a scanned code or by name; null when it cannot answer. */
export async function findProducts(
  basePath: string,
  supplierId: number,
  query: { code: string } | { search: string },
): Promise<ReceivingProduct[] | null> {
  const params = new URLSearchParams({ supplierId: String(supplierId), ...query });
  try {
    const response = await fetch(`${basePath}/deliveries/receiving-products?${params}`);
    if (!response.ok) return null;
    return ((await response.json()) as { products: ReceivingProduct[] }).products;
  } catch {
    return null;
  }
}
