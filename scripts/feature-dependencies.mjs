// The feature → feature imports each manifest allows (`dependsOn`, lib/platform/feature.ts), read
// from the manifests' source text: eslint.config.mjs cannot load TypeScript, and a manifest is
// plain data. lib/features/dependencies.test.ts checks that this reading equals the manifests.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Folders of lib/ holding a feature manifest (lib/<folder>/feature.ts); the platform is none. */
export function featureFolders(root = '.') {
  return readdirSync(path.join(root, 'lib'))
    .filter((name) => name !== 'platform' && existsSync(path.join(root, 'lib', name, 'feature.ts')))
    .sort();
}

/** Each feature folder's allowed feature imports: the union of its manifests' `dependsOn`. */
export function declaredDependencies(root = '.') {
  return Object.fromEntries(
    featureFolders(root).map((folder) => {
      const text = readFileSync(path.join(root, 'lib', folder, 'feature.ts'), 'utf8');
      const names = [...text.matchAll(/\bdependsOn:\s*\[([^\]]*)\]/g)].flatMap(([, list]) =>
        [...list.matchAll(/'([^']+)'/g)].map(([, name]) => name),
      );
      return [folder, [...new Set(names)].sort()];
    }),
  );
}

/**
 * Kits of components/: shared UI that knows no feature (the types it shows are its own, or the
 * platform's).
 */
export const KITS = ['entity-form', 'forms', 'i18n', 'inbox', 'layout', 'ui'];

/**
 * `import/no-restricted-paths` zones: a feature's folders (lib/<f>, components/<f>) import no
 * feature its manifest does not name, and a kit imports none.
 */
export function dependencyZones(root = '.') {
  const declared = declaredDependencies(root);
  const folders = Object.keys(declared);
  const message = (who) =>
    `${who} may not import this feature: name it in the manifest's dependsOn (lib/<feature>/feature.ts), or move what both need to lib/platform.`;
  return [
    ...folders.flatMap((folder) =>
      folders
        .filter((other) => other !== folder && !declared[folder].includes(other))
        .map((other) => ({
          target: [`./lib/${folder}`, `./components/${folder}`],
          from: [`./lib/${other}`],
          message: message(`The ${folder} feature`),
        })),
    ),
    {
      target: KITS.map((kit) => `./components/${kit}`),
      from: folders.map((folder) => `./lib/${folder}`),
      message:
        "A kit knows no feature: take the shape it shows as its own type (or the platform's).",
    },
  ];
}
