import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { MARKERS } from '@/e2e/support/markers';
import { STAFF_ROLES } from '@/lib/platform/auth/roles';
import { envSchema, parseEnv } from '@/lib/platform/env';
import {
  OPEN_STAFF_PATHS,
  OPEN_STAFF_PREFIXES,
  SECOND_STEP_PREFIX,
} from '@/lib/platform/auth/staff-paths';
import type { FeatureManifest } from '@/lib/platform/feature';
import {
  FEATURE_SEARCH_SOURCES,
  FEATURES,
  featureOfPath,
  HANDLED_INBOXES,
  MAIL_KIND_NAMES,
  NUMBER_SERIES,
  RECAPTCHA_ACTION_NAMES,
  staffMenu,
  PERSON_TABLE_HEADINGS,
  type PersonTableName,
} from './index';
import { PERSON_TABLE_HOOKS, PERSON_TABLES } from './privacy';
import { PRUNES, pruneSteps } from './retention';
import { featureSearchSources } from './search';

const features: readonly FeatureManifest[] = FEATURES;

/** Every file under a folder, as paths from the project's root. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [path.relative('.', full)];
  });
}

/** The address a file under app/ answers at: route groups `(x)` add no segment. */
const routeOf = (file: string) =>
  `/${path
    .dirname(file)
    .split(path.sep)
    .slice(1)
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .join('/')}`;

const staffFiles = [...filesUnder('app/(staff)'), ...filesUnder('app/api/staff')];
const routeFiles = staffFiles.filter((file) => /\/(page|route)\.tsx?$/.test(file));
const actionFiles = staffFiles.filter((file) => /^'use server';/.test(readFileSync(file, 'utf8')));

describe('every staff route and action', () => {
  it('is found (so the checks below check something)', () => {
    expect(routeFiles.length).toBeGreaterThan(30);
    expect(actionFiles.length).toBeGreaterThan(8);
  });

  it.each(routeFiles)('%s is owned by a feature', (file) => {
    expect(featureOfPath(routeOf(file))).not.toBeNull();
  });

  it('is owned by exactly one feature: no address is declared twice', () => {
    const prefixes = features.flatMap((f) => [...(f.staffAreas ?? []), ...(f.openAreas ?? [])]);
    expect(prefixes.length).toBe(new Set(prefixes).size);
  });

  it.each(actionFiles)(
    '%s serves the pages of its own feature only (no grab-bag shared by several)',
    (file) => {
      const owner = featureOfPath(routeOf(file));
      expect(owner).not.toBeNull();
      const base = path.basename(file).replace(/\.tsx?$/, '');
      const importers = staffFiles.filter((other) => {
        const text = readFileSync(other, 'utf8');
        const specifiers = [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((m) => m[1]!);
        return specifiers.some(
          (spec) => path.join(path.dirname(other), spec) === path.join(path.dirname(file), base),
        );
      });
      // The frame (a layout) shows every page the member's own sign-out buttons.
      for (const importer of importers.filter((other) => !other.endsWith('/layout.tsx'))) {
        expect(`${importer}: ${featureOfPath(routeOf(importer))}`).toBe(`${importer}: ${owner}`);
      }
    },
  );

  it("covers the sign-in's open and second-step addresses, which the platform gates itself", () => {
    for (const open of [...OPEN_STAFF_PATHS, ...OPEN_STAFF_PREFIXES, SECOND_STEP_PREFIX]) {
      expect(featureOfPath(open.replace(/\/$/, ''))).not.toBeNull();
    }
  });
});

describe('the manifests', () => {
  it('each has a name of its own', () => {
    const names = features.map((f) => f.name);
    expect(names.length).toBe(new Set(names).size);
  });

  it.each(features.map((f) => [f.name, f] as const))(
    '%s: its menu entries and inboxes are its own addresses',
    (name, feature) => {
      for (const entry of feature.menu ?? []) expect(featureOfPath(entry.href)).toBe(name);
      for (const { inbox } of feature.handled ?? []) expect(featureOfPath(inbox)).toBe(name);
    },
  );

  it('declare each handled entity, mail kind, captcha action and number series once', () => {
    const unique = (list: readonly string[]) => expect(list.length).toBe(new Set(list).size);
    unique(features.flatMap((f) => (f.handled ?? []).map((h) => h.entity)));
    unique(features.flatMap((f) => f.mailKinds ?? []));
    unique(RECAPTCHA_ACTION_NAMES);
    unique(Object.values(NUMBER_SERIES).map((s) => s.prefix));
    unique(Object.values(NUMBER_SERIES).map((s) => s.counter));
    expect(Object.keys(HANDLED_INBOXES).length).toBeGreaterThan(0);
  });

  it('are plain data: they import words, types and the manifest kit only', () => {
    const manifests = filesUnder('lib').filter((file) => file.endsWith('/feature.ts'));
    expect(manifests.length).toBeGreaterThanOrEqual(features.length - 2);
    for (const file of manifests) {
      const imports = [...readFileSync(file, 'utf8').matchAll(/^import .* from '([^']+)';$/gm)];
      for (const [line, from] of imports) {
        const allowed =
          from!.startsWith('@/content/') ||
          from === '@/lib/platform/feature' ||
          /^import type /.test(line);
        expect(`${file}: ${line}`).toBe(allowed ? `${file}: ${line}` : `${file}: (not plain data)`);
      }
    }
  });

  it('name every kind of mail the code queues', () => {
    const queued = filesUnder('lib')
      .filter((file) => !file.endsWith('.test.ts'))
      .filter((file) => /\b(enqueueMail|insertWithMail)\(/.test(readFileSync(file, 'utf8')))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/kind: '([a-z-]+)'/g)])
      .map((match) => match[1]!);
    expect(queued.length).toBeGreaterThan(4);
    for (const kind of queued) expect(MAIL_KIND_NAMES).toContain(kind);
  });
});

describe('the staff menu', () => {
  const hrefs = (roles: Parameters<typeof staffMenu>[0]) =>
    staffMenu(roles).flatMap((group) => group.entries.map((entry) => entry.href));

  it("groups an admin's menu by feature, every entry once, the dashboard first", () => {
    const menu = staffMenu(['admin']);
    expect(menu.map((g) => g.group)).toEqual([
      'overview',
      'sales',
      'after-sales',
      'payments',
      'investors',
      'administration',
      'you',
    ]);
    expect(menu[0]!.entries.map((e) => e.href)).toEqual(['/staff']);
    const all = hrefs(['admin']);
    expect(all.length).toBe(new Set(all).size);
    expect(all).toEqual(
      features
        .flatMap((f) => (f.menu ?? []).map((e) => e.href))
        .sort((a, b) => all.indexOf(a) - all.indexOf(b)),
    );
  });

  it("shows each role its own features' entries and no empty group", () => {
    for (const role of STAFF_ROLES) {
      for (const group of staffMenu([role])) expect(group.entries.length).toBeGreaterThan(0);
    }
    expect(hrefs(['service'])).toEqual([
      '/staff',
      '/staff/outlets',
      '/staff/warranty',
      '/staff/service-requests',
      '/staff/service-requests/report',
      '/staff/service-promises',
      '/staff/mail',
      '/staff/account',
    ]);
    expect(hrefs(['sales'])).not.toContain('/staff/warranty');
    expect(hrefs([])).toEqual(['/staff', '/staff/account']);
  });
});

describe('personal data', () => {
  const declared = features.flatMap((f) => Object.keys(f.personalData?.tables ?? {}));

  it('each table is declared by one feature, and the tool lists those only', () => {
    expect(declared.length).toBeGreaterThan(5);
    expect(declared.length).toBe(new Set(declared).size);
    expect([...PERSON_TABLES].sort()).toEqual([...declared].sort());
  });

  it.each(declared)('%s has its find and erase hooks and a heading', (table) => {
    const hooks = PERSON_TABLE_HOOKS[table as keyof typeof PERSON_TABLE_HOOKS];
    expect(typeof hooks?.find).toBe('function');
    expect(typeof hooks?.erase).toBe('function');
    expect(PERSON_TABLE_HEADINGS[table as PersonTableName]).toMatch(/^[A-Z]/);
  });
});

describe('retention', () => {
  const rules = features.flatMap((f) => Object.entries(f.retention ?? {}));

  it('each kind of record is declared by one feature, and pruned', () => {
    const names = rules.map(([name]) => name);
    expect(names.length).toBeGreaterThan(5);
    expect(names.length).toBe(new Set(names).size);
    expect(Object.keys(PRUNES).sort()).toEqual([...names].sort());
    expect(pruneSteps(parseEnv({})).map((step) => step.what)).toEqual(
      Object.keys(PRUNES).map((name) => rules.find(([n]) => n === name)![1].what),
    );
  });

  it.each(features.filter((f) => f.mailRetention).map((f) => [f.name, f] as const))(
    '%s: each kind of mail that copies a record is its own kind, and the record its own retention',
    (_name, feature) => {
      for (const [kind, record] of Object.entries(feature.mailRetention!)) {
        expect(feature.mailKinds).toContain(kind);
        expect(Object.keys(feature.retention ?? {})).toContain(record);
      }
    },
  );

  it.each(rules)('%s: its settings are in lib/platform/env.ts, with a default', (_name, spec) => {
    expect(spec.what.length).toBeGreaterThan(0);
    for (const setting of [spec.days].flat()) {
      expect(Object.keys(envSchema.shape)).toContain(setting);
      expect(parseEnv({})[setting]).toBeGreaterThan(0);
    }
  });
});

describe('search sources', () => {
  it('each one a feature declares loads, under a name of its own', () => {
    const sources = featureSearchSources();
    expect(sources.length).toBe(FEATURE_SEARCH_SOURCES.length);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(typeof source.load).toBe('function');
    expect(new Set(sources.map((s) => s.name)).size).toBe(sources.length);
  });
});

describe('the staff boundary spec (e2e/staff-boundary.spec.ts)', () => {
  it('has the marker rows of every feature with staff areas, and of no other', () => {
    const staffFeatures = features.filter((f) => f.staffAreas?.length).map((f) => f.name);
    expect(Object.keys(MARKERS).sort()).toEqual([...staffFeatures].sort());
    for (const markers of Object.values(MARKERS)) {
      expect(typeof markers.insert).toBe('function');
      expect(typeof markers.state).toBe('function');
    }
  });
});
