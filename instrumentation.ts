/**
 * Runs once when a Next.js server process starts. Only the Node.js runtime has work to do
 * (lib/features/startup.ts); NEXT_RUNTIME is set by Next.js itself, not configuration.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./lib/features/startup');
  startServer();
}
