export default async function globalTeardown() {
  await globalThis.__testDatabase?.drop();
}
