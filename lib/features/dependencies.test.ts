import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FeatureManifest } from '@/lib/platform/feature';
import { declaredDependencies, featureFolders, KITS } from '../../scripts/feature-dependencies.mjs';

/**
 * Declared dependencies (docs/architecture.md, "Layers"): what eslint.config.mjs enforces is
 * what the manifests say, and what they say is what the code does.
 */
const FOLDERS: string[] = featureFolders();

/** Each folder's manifests, as its feature.ts exports them. */
const manifestsOf = async (folder: string): Promise<FeatureManifest[]> =>
  Object.values((await import(path.resolve('lib', folder, 'feature.ts'))) as object).filter(
    (value): value is FeatureManifest =>
      typeof value === 'object' && value !== null && 'name' in value && 'role' in value,
  );

/** The feature folders a folder's code (tests left out) imports, found with its imports resolved. */
function importedFeatures(dir: string, own?: string): string[] {
  if (!existsSync(dir)) return [];
  const found = new Set<string>();
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'generated') walk(full);
        continue;
      }
      if (!/\.(ts|tsx|mjs)$/.test(entry.name) || entry.name.includes('.test.')) continue;
      const text = readFileSync(full, 'utf8');
      for (const [, spec] of text.matchAll(
        /(?:from|import)\s*\(?\s*'(@\/lib\/[^']+|\.{1,2}\/[^']+)'/g,
      )) {
        const target = spec!.startsWith('@/')
          ? spec!.slice(2)
          : path.join(path.dirname(full), spec!);
        const [top, folder] = target.split('/');
        if (top === 'lib' && FOLDERS.includes(folder!) && folder !== own) found.add(folder!);
      }
    }
  };
  walk(dir);
  return [...found].sort();
}

describe('declared feature dependencies', () => {
  it('finds the feature folders (so the checks check something)', () => {
    expect(FOLDERS).toEqual(expect.arrayContaining(['enquiries', 'service', 'staff', 'warranty']));
  });

  it.each(FOLDERS)(
    "lib/%s: the lint's reading of dependsOn is the manifests' own, naming other features only",
    async (folder) => {
      const manifests = await manifestsOf(folder);
      const fromManifests = [...new Set(manifests.flatMap((m) => m.dependsOn ?? []))];
      expect(declaredDependencies()[folder]).toEqual(fromManifests.sort());
      for (const other of fromManifests) {
        expect(FOLDERS.filter((name) => name !== folder)).toContain(other);
      }
    },
  );

  it.each(FOLDERS)(
    'lib/%s (and components/ of the same name) imports exactly the features it declares',
    (folder) => {
      const imported = [
        ...new Set([
          ...importedFeatures(path.join('lib', folder), folder),
          ...importedFeatures(path.join('components', folder), folder),
        ]),
      ].sort();
      expect(imported).toEqual(declaredDependencies()[folder]);
    },
  );

  it.each(KITS)('the components/%s kit imports no feature', (kit) => {
    expect(importedFeatures(path.join('components', kit))).toEqual([]);
  });

  it('the declared dependencies form no loop', () => {
    const declared = declaredDependencies();
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      declared[from]!.some(
        (next: string) =>
          next === to || (!seen.has(next) && (seen.add(next), reaches(next, to, seen))),
      );
    expect(FOLDERS.filter((folder) => reaches(folder, folder))).toEqual([]);
  });
});
