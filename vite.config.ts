import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { '~': path.resolve(__dirname, 'app') },
  },
  optimizeDeps: {
    include: ['react', 'react-dom', 'react-router', '@dnd-kit/core', '@dnd-kit/sortable', '@dnd-kit/utilities', '@conform-to/react', '@conform-to/zod/v4', 'zod'],
    exclude: ['better-sqlite3', 'drizzle-orm', 'sharp', 'remix-auth', '@node-rs/argon2'],
  },
  ssr: {
    external: ['better-sqlite3', 'sharp', '@node-rs/argon2'],
  },
  build: {
    // Keep small assets as files: CSP-friendly and cacheable.
    assetsInlineLimit: 0,
  },
});
