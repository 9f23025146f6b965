import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes reviewed SQL migrations; they are committed and applied at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './src/db/migrations',
});
