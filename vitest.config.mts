import {defineConfig} from 'vitest/config';

export default defineConfig({
  // The Docusaurus tsconfig leaves JSX to the bundler: component tests need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['{config,src,scripts,openapi,sandbox}/**/*.test.{ts,tsx,mjs}', '*.test.ts'],
    environment: 'node',
    // Two cores shared by parallel test files: validating every example of the
    // spec and the pages takes seconds of CPU, more under load.
    testTimeout: 30_000,
  },
});
