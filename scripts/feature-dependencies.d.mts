// Types of scripts/feature-dependencies.mjs (read by eslint.config.mjs and by tests).
export function featureFolders(root?: string): string[];
export function declaredDependencies(root?: string): Record<string, string[]>;
export const KITS: string[];
export function dependencyZones(
  root?: string,
): { target: string | string[]; from: string | string[]; message: string }[];
