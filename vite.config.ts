import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

/**
 * Tiny leaf modules that every public page loads (one of them, the drawing, is a .tsx). Left to
 * automatic chunking, each becomes its own file of a few hundred bytes, and every route in the
 * manifest lists each of them; in one chunk they cost the home page's script budget
 * (ADR 008) far less.
 */
const PUBLIC_BASICS =
  /[\\/](domain[\\/](common[\\/]organisation|site[\\/]site-config|common[\\/]i18n|content[\\/]mail-links)|client[\\/](ui[\\/](button-styles|illustration-image)|lib[\\/]site-config)|node_modules[\\/]clsx[\\/].*)\.m?[jt]sx?$/;

/**
 * Also in that chunk: the small, language-neutral parts of every public page's frame,
 * and Vite's helper behind `import()`, which two public chunks use. Each separate chunk is one
 * more file and one more entry in every route of the manifest the home page loads.
 */
const PUBLIC_FRAME =
  /[\\/]client[\\/](ui[\\/](spinner|brand-mark|nav-disclosure)|i18n[\\/]site-shell|features[\\/]public-site[\\/]page-meta)\.tsx?$/;
const PRELOAD_HELPER = /vite[\\/]preload-helper/;
const isPublicBasic = (id: string) =>
  PUBLIC_BASICS.test(id) || PUBLIC_FRAME.test(id) || PRELOAD_HELPER.test(id);

/**
 * The small parts every form is made of (labels, fields, the error summary and its hook, the
 * anti-spam field, reading an API error). Once two public forms shared them (enrollment and the
 * give page), automatic chunking made each a file of a few hundred bytes: seven
 * more files for the enrollment page (+2 kB gzip) and longer import lists in every route of the
 * manifest the home page loads. No public page without a form loads any of them.
 */
const FORM_PARTS =
  /[\\/]client[\\/](ui[\\/](label|input|select|textarea|field|form-field|checkbox|error-summary|honeypot-field)|lib[\\/](use-form-errors|api-error|api-fields))\.tsx?$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // The day of the build: prerendered pages that depend on the date (a virtual tour that has
  // taken place) render with it, and the browser's first render agrees (client/lib/build-day.ts).
  define: { __BUILD_DAY__: JSON.stringify(new Date().toISOString().slice(0, 10)) },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'public-basics', test: isPublicBasic },
            { name: 'form-parts', test: FORM_PARTS },
          ],
        },
      },
    },
  },
  // The static pages' script (root.tsx) is built like a module worker: an ES module, so the
  // reading preferences panel it starts on demand can be a chunk of its own.
  worker: { format: 'es' },
  // `npm run dev`: Vite serves the client, the API runs beside it and is proxied.
  server: { port: 3000, proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});
