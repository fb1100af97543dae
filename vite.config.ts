import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // `npm run dev`: Vite serves the client, the API runs beside it and is proxied.
  server: { port: 3000, proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
