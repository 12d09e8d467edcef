// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-e2e/',
      'build-e2e-kapa/',
      'build-bench/',
      'bench/baseline/build/',
      'bench/baseline/.docusaurus/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {react, 'react-hooks': reactHooks},
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      'react/prop-types': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {globals: globals.node},
  },
  {
    // Bundler loaders, which the bundler requires as CommonJS.
    files: ['**/*.cjs'],
    languageOptions: {globals: globals.node, sourceType: 'commonjs'},
  },
);
