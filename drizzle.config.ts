import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration after a change to any *.table.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
