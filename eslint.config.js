import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-bench/',
      'node_modules/',
      '.react-router/',
      'data/',
      'test-results/',
      'playwright-report/',
      'drizzle/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='react-i18next'] ImportSpecifier[imported.name='useTranslation']",
          message: 'Use #app/utils/use-translation: one answer per server render instead of one per component.',
        },
      ],
    },
  },
  {
    files: ['app/utils/use-translation.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Routes are adapters: queries live in app/modules, never here.
    files: ['app/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Queries belong in app/modules/<area>/*.repo.server.ts.',
            },
            {
              group: ['#app/db/*'],
              message: 'Routes get the database from requestContext and pass it to module functions.',
            },
          ],
        },
      ],
    },
  },
  {
    // Modules hold the domain and never speak HTTP: they return results, routes pick statuses (docs/decisions/028).
    // UI pieces in modules may still use react-router's components and hooks.
    files: ['app/modules/**/*.{ts,tsx}'],
    // Tests beside a module may drive the routes that call it, with a router context of their own.
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: [
                'data',
                'redirect',
                'redirectDocument',
                'replace',
                'createContext',
                'RouterContextProvider',
              ],
              message: 'Modules return results; the route maps a reason to a status or a redirect.',
            },
          ],
          patterns: [
            {
              group: [
                '#app/context',
                '#app/middleware/*',
                '#app/routes/*',
                '#app/utils/params',
                '#app/utils/api.server',
              ],
              message:
                'Modules take typed input (the shop scope, the values) from the route, never the request context.',
            },
            {
              group: ['@react-router/*'],
              message: 'Modules never depend on the framework’s server runtime.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts', 'tests/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
