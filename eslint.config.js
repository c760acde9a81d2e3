// One flat config for every workspace. Import boundaries (STYLE.md):
// - packages/shared depends on nothing of ours; panel-sim only on shared;
// - the server and the web app never import each other, and nothing of the product imports
//   the benchmarks (tools/bench);
// - in the web app imports flow one way: components/lib/config -> features -> app,
//   and no feature imports another feature.
import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = fs.existsSync('apps/web/src/features')
  ? fs
      .readdirSync('apps/web/src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
      'apps/web/e2e/.auth/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'tools/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/shared',
              from: ['./apps', './packages/panel-sim'],
              message: 'shared depends on nothing of ours',
            },
            {
              target: './packages/panel-sim',
              from: './apps',
              message: 'the simulator talks to the product over MQTT only',
            },
            {
              target: ['./apps', './packages'],
              from: './tools',
              message: 'the product never depends on its benchmarks',
            },
            {
              target: './apps/server',
              from: './apps/web',
              message: 'the server never imports the web app',
            },
            {
              target: './apps/web',
              from: ['./apps/server', './packages/panel-sim'],
              message: 'the web app talks to the server over HTTP only',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'shared web code knows nothing of features or the app',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'features do not import the app',
            },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'features do not import each other; compose them in app/',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The classic rules of hooks only: the plugin's other recommended rules check code for the
    // React Compiler, which the app does not use, and took four fifths of the lint's time.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/test/**', '**/*.test.{ts,tsx}', '**/e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Classic script loaded before the app to apply the saved theme without a flash.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
);
