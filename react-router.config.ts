import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // Two server entries (vite.config.ts): index.js (React Router's build) and server.js (the process).
  serverBuildFile: '[name].js',
} satisfies Config;
