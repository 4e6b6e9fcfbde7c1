import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // The benchmark suite's build (with its floor page, app/routes.ts) goes beside the product's, never over it.
  buildDirectory: process.env.PREVZEM_BENCH_BUILD === '1' ? 'build-bench' : 'build',
  future: {
    v8_middleware: true,
    unstable_optimizeDeps: true,
  },
} satisfies Config;
