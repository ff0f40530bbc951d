// The lint rules `npm test` holds at zero warnings: ESLint's and typescript-eslint's recommended rules for the
// TypeScript, eslint-plugin-svelte's for the components (their script parsed as TypeScript). Where a rule is
// changed below, the comment says why.
import js from '@eslint/js'
import svelte from 'eslint-plugin-svelte'
import globals from 'globals'
import ts from 'typescript-eslint'
import svelteConfig from './svelte.config.mjs'

export default ts.config(
  { ignores: ['out/', 'dist/', 'release/', 'node_modules/', 'test-results/', 'playwright-report/', 'reports/', 'bench/results/', '.tools/', '.stryker-tmp/'] },
  js.configs.recommended,
  ...ts.configs.recommended,
  ...svelte.configs.recommended,
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: ts.parser, extraFileExtensions: ['.svelte'], svelteConfig } },
  },
  {
    rules: {
      // A leading underscore names what is there to be skipped (a tuple's first item, a field left out of a copy),
      // as TypeScript's own unused checks allow.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // The stores keep plain Maps and Sets in $state.raw and replace them whole, or use them as locals: nothing
      // watches them change in place, which is what SvelteMap and SvelteSet are for.
      'svelte/prefer-svelte-reactivity': 'off',
    },
  },
  {
    // A variable a closure reads before the one assignment that sets it (the main window) cannot be a const.
    // (Components keep eslint-plugin-svelte's own rule, which knows their props.)
    files: ['**/*.ts', '**/*.mjs', '**/*.cjs'],
    ignores: ['**/*.svelte.ts'],
    rules: { 'prefer-const': ['error', { ignoreReadBeforeAssign: true }] },
  },
  {
    // The launcher and the scripts npm runs before the build are CommonJS, which require() is.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The tests' helpers answer any IPC method untyped (`call(d, method, payload)`), so a test reads the fields it
    // checks without a cast at each.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Playwright reads a fixture's needs from its first parameter's pattern: a fixture that needs none has `{}`.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
)
