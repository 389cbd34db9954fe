import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '~': path.resolve(__dirname, 'app') },
  },
  test: {
    include: ['app/**/*.test.ts', 'app/**/*.test.tsx', 'db/**/*.test.ts', 'server/**/*.test.ts', 'tests/architecture/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
