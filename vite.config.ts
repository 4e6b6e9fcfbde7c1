import { readFileSync } from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const TEXT_CHUNKS = 'virtual:prevzem/text-chunks';
const TEXT_DIRS = { en: 'app/locales/en/', si: 'app/locales/sl/' };

/**
 * `virtual:prevzem/text-chunks`: for each language and each file of texts (app/locales/load-texts.client.ts), its
 * client chunk and that chunk's static imports, as URLs, so the server can preload the texts a page used beside the
 * entry (decision 037, "First load"); the client would otherwise find out only once its entry has run. The server
 * build reads them from the client build's manifest (React Router builds the client first and removes the manifest
 * after the server build); in development there is nothing to preload.
 */
function textChunks(): Plugin {
  let manifestPath: string | undefined;
  let base = '/';
  return {
    name: 'prevzem:text-chunks',
    configResolved(config) {
      base = config.base;
      if (config.command === 'build' && config.build.ssr) {
        manifestPath = path.resolve(config.build.outDir, '..', 'client', '.vite', 'manifest.json');
      }
    },
    resolveId(id) {
      return id === TEXT_CHUNKS ? `\0${TEXT_CHUNKS}` : undefined;
    },
    load(id) {
      if (id !== `\0${TEXT_CHUNKS}`) return undefined;
      const chunks: Record<string, Record<string, string[]>> = { en: {}, si: {} };
      if (manifestPath) {
        const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
          string,
          { file: string; imports?: string[] }
        >;
        for (const [language, dir] of Object.entries(TEXT_DIRS)) {
          for (const key of Object.keys(manifest)) {
            if (!key.startsWith(dir) || key === `${dir}index.ts`) continue;
            const urls: string[] = [];
            const seen = new Set<string>();
            const visit = (chunkKey: string) => {
              if (seen.has(chunkKey)) return;
              seen.add(chunkKey);
              urls.push(base + manifest[chunkKey]!.file);
              manifest[chunkKey]!.imports?.forEach(visit);
            };
            visit(key);
            chunks[language]![key.slice(dir.length)] = urls;
          }
        }
      }
      return `export default ${JSON.stringify(chunks)};`;
    },
  };
}

/**
 * The server build's packages see `process.env.NODE_ENV` as "production": React's CommonJS entries choose their
 * production or development build at run time, so both were bundled, and node compiled the unused development builds
 * (a fifth of the bundle's source) at every start. Only packages: the app reads its own NODE_ENV at run time.
 */
function productionPackages(): Plugin {
  return {
    name: 'prevzem:production-packages',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild === true,
    transform(code, id) {
      if (!id.includes('/node_modules/') || !code.includes('process.env.NODE_ENV')) return undefined;
      return { code: code.replaceAll('process.env.NODE_ENV', '"production"'), map: null };
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  build: {
    // The Express app is the SSR entry, so the server bundle shares one module graph (and one database client).
    rollupOptions: isSsrBuild ? { input: './server/app.ts' } : undefined,
    assetsInlineLimit: 0,
  },
  ssr: {
    // Packages with native or WASM parts load their own files at run time.
    external: ['@electric-sql/pglite', 'pg', 'pino', 'nodemailer', 'sharp', '@aws-sdk/client-s3'],
    // The server build bundles every other package: node then reads one file at start instead of resolving and
    // compiling each package's modules (the import took 1.5–1.8 s, now 0.6 s; decision 037). In development Vite
    // loads packages as they are, except the icons: bundled from their ES modules, so only the icons used load, not
    // the whole CommonJS build (+86 MB).
    noExternal: command === 'build' ? true : ['@tabler/icons-react'],
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
    textChunks(),
    productionPackages(),
    // Static assets are served precompressed, so the server never compresses them per request.
    !isSsrBuild &&
      compression({
        algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress')],
        include: /\.(js|css|svg|json|wasm)$/,
        // React Router deletes the build manifest after the server build; its compressed copies would stay behind.
        exclude: /\.vite\//,
        threshold: 1024,
      }),
  ],
}));
