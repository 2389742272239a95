// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

// Imports flow one way (DESIGN.md): pages/components/islands -> lib; functions -> server -> lib. What runs
// in the browser (lib is bundled into islands) must not reach Node built-ins, classic `zod` (not
// tree-shakable: about 85 KB gzip more per form, see src/lib/validate.ts) or server code (FLOW_ZONES).
const BROWSER_SAFE = [
  { regex: '^node:', message: 'src/lib and src/islands run in the browser: no Node built-ins.' },
  { regex: '^zod$', message: "Use 'zod/mini' in src/lib and src/islands (classic zod is not tree-shakable)." },
];

// Server imports flow one way: functions -> handlers (http/, admin/) -> services -> store. notify/ and
// documents/ sit beside services; config/ is read by all. Zones by resolved path, so `../../server/x` and
// `./x` are caught alike.
const HANDLERS = ['./src/server/http', './src/server/admin'];
const FLOW_ZONES = [
  {
    target: './src/server/store',
    from: ['./src/server/services', ...HANDLERS, './netlify'],
    message: 'The store is below the services: it never imports services, handlers or functions.',
  },
  {
    target: './src/server/services',
    from: './src/server/http',
    message: 'Services know nothing of HTTP: throw DomainError (http/response.ts answers it).',
  },
  {
    target: './src/server/services',
    from: './src/server/admin',
    message: 'Services never import the staff handlers (src/server/admin/): move the domain code into services/.',
  },
  { target: './src/server', from: './netlify', message: 'Server code never imports a function.' },
  {
    target: ['./src/lib', './src/islands'],
    from: './src/server',
    message: 'src/lib and src/islands run in the browser: they never import server code (src/server/).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-functions/',
      '.astro/',
      '.netlify/',
      '**/.netlify/',
      'node_modules/',
      'reports/',
      'test-results/',
      '.data/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    // Type-aware rules for every TypeScript file, with types from the project's tsconfig.json through
    // the project service. .astro, .js and .mjs files keep the untyped rules above. The pattern also matches
    // the <script> blocks eslint-plugin-astro hands over as virtual files (Page.astro/1_1.ts), which no
    // tsconfig includes: they are left out.
    files: ['**/*.{ts,tsx,mts}'],
    ignores: ['**/*.astro/*'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A file a reader can hold in mind: past 300 lines, split it by what its parts are for.
      'max-lines': ['error', { max: 300 }],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: BROWSER_SAFE }] },
  },
  {
    files: ['src/islands/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: BROWSER_SAFE }] },
  },
  {
    // Every function reads its checks at a cold start: classic zod would load its whole API and every locale
    // with them (scripts/lib/function-bundles.mjs also refuses it in a public function's bundle).
    files: ['src/server/**/*.ts', 'netlify/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^zod$', message: "Use 'zod/mini': classic zod adds its whole API to a cold start." }] },
      ],
    },
  },
  {
    // No import cycle anywhere in the code. `import type` is erased at build and not followed.
    files: ['src/**/*.{ts,tsx}', 'netlify/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Follow .ts/.tsx dependencies too (by default only .js files are read).
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The rooms, by resolved path (type-only imports count too): see FLOW_ZONES.
      'import-x/no-restricted-paths': ['error', { zones: FLOW_ZONES }],
    },
  },
  {
    files: ['src/islands/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    // The classic two rules; v7's React Compiler heuristics flag ordinary ref use in islands we don't compile.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
