import { readFileSync } from 'node:fs';
import path from 'node:path';

const readJson = (...parts: string[]) =>
  JSON.parse(readFileSync(path.join(process.cwd(), ...parts), 'utf8'));
const installed = (name: string): string => readJson('node_modules', name, 'package.json').version;
const declared: Record<string, string> = readJson('package.json').dependencies;

describe('Prisma packages', () => {
  // The CLI (generator), the client runtime and the driver adapter are released together; mixed
  // versions have generated code that the runtime does not expect.
  const family = ['prisma', '@prisma/client', '@prisma/adapter-pg', '@prisma/driver-adapter-utils'];

  it('are pinned to one version in package.json, and that version is installed', () => {
    const versions = family.map((name) => declared[name]);
    expect(new Set(versions).size).toBe(1);
    expect(versions[0]).toMatch(/^\d+\.\d+\.\d+$/);
    expect(family.map(installed)).toEqual(versions);
  });
});
