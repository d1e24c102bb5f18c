// Lint for every workspace: typescript-eslint's recommended rules, React hooks and jsx-a11y for
// the areas, and the project's own boundaries (zustand and react-toastify only through shared;
// features of an area never import each other). Formatting is Prettier's (prettier.config.js).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.release/**',
      'e2e/.store/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.generated.ts',
      '.ci/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Names starting with _ are deliberately unused (a parameter kept for its position).
      // A path reference carries a hand-written declaration (the payment SDK has none) into every
      // area's typecheck, which compiles shared's sources without shared's own tsconfig.
      '@typescript-eslint/triple-slash-reference': ['error', { path: 'always', types: 'prefer-import', lib: 'never' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['{shell,mf-*,shared}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The rules of hooks. Not the React Compiler's rules (refs, purity, immutability …) that
      // the plugin's newest preset adds: nothing here is compiled by it, and they flag
      // react-hook-form's field refs passed in render, which is how that library is used.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A table that scrolls sideways is a focusable region so a keyboard can scroll it (axe's
      // scrollable-region-focusable); that is the one non-interactive tabindex allowed.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zustand', message: 'Use the session and UI stores of @platform/shared.' },
            { name: 'react-toastify', message: 'Use notify from @platform/shared.' },
          ],
        },
      ],
    },
  },
  {
    // shared wraps the singletons the areas may not import directly.
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
