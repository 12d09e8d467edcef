import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{config,src,scripts,openapi,sandbox}/**/*.test.{ts,tsx,mjs}', '*.test.ts'],
    environment: 'node',
  },
});
