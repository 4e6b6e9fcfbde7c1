import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  build: {
    // The Express app is the SSR entry, so the server bundle shares one module graph (and one database client).
    rollupOptions: isSsrBuild ? { input: './server/app.ts' } : undefined,
    assetsInlineLimit: 0,
  },
  ssr: {
    // Packages with native or WASM parts load their own files at run time.
    external: ['@electric-sql/pglite', 'pg', 'pino', 'pino-http', 'nodemailer', 'sharp', '@aws-sdk/client-s3'],
  },
  optimizeDeps: {
    include: [
      '@mantine/core',
      '@mantine/hooks',
      '@mantine/notifications',
      '@tabler/icons-react',
      'i18next',
      'react-i18next',
    ],
  },
  plugins: [
    reactRouter(),
    // Static assets are served precompressed, so the server never compresses them per request.
    !isSsrBuild &&
      compression({
        algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress')],
        include: /\.(js|css|svg|json|wasm)$/,
        threshold: 1024,
      }),
  ],
}));
