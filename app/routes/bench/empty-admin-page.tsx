import type { LoaderFunctionArgs } from 'react-router';
import { requireAuth } from '#app/middleware/guards.server';

/**
 * The benchmark suite's floor for logged-in pages (docs/performance.md): the admin layout with nothing in it, so a list
 * page is measured against what the shell itself costs. Mapped only into the benchmark's own build
 * (`PREVZEM_BENCH_BUILD=1`, see app/routes.ts), never into the product's.
 */
// Typed by hand: React Router's type generation sees only the product's routes.
export function loader({ context }: LoaderFunctionArgs) {
  requireAuth(context);
  return null;
}

export default function EmptyAdminPage() {
  return null;
}
