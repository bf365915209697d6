// How `npm start`, `npm run dev` and `npm run build` run scripts/serve.ts: one Node process with
// tsx's loader (`node --import tsx`), never the `tsx` command. That command is a second process
// in front of the script: on SIGTERM it waits 30 ms for the script to acknowledge the signal, twice,
// then SIGKILLs it and exits 143. serve.ts hosts the embedded database, whose queries keep its event
// loop busy for longer than that under load, so a `systemctl stop` would kill the database under
// requests still being answered. Tests, benchmarks and CI start the site with this same command
// (scripts/launcher.test.ts holds package.json and the README's systemd unit to it).

/** `node --import tsx scripts/serve.ts`, as arguments for the running Node. */
export const SERVE_ARGS = ['--import', 'tsx', 'scripts/serve.ts'] as const;

/** The command line of `npm start` (for Playwright's webServer and the like). */
export const START_COMMAND = `node ${SERVE_ARGS.join(' ')} start`;
