import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API serves the built files from apps/web/dist; in development Vite proxies /api to it.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
});
