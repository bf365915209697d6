import { defineConfig } from 'prisma/config';

// Prisma 7 reads the connection URL from here (used by `prisma studio`). Migrations are applied by
// our own runner (scripts/db.ts), which records them exactly as `prisma migrate deploy` does.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? '' },
});
