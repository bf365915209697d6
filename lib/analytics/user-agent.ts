import { UAParser } from 'ua-parser-js';

/** The value sets of the old click log (spec §7), which staff reports keep. */
export const BROWSERS = ['Chrome', 'Firefox', 'Safari', 'Edge', 'Opera', 'Unknown'] as const;
export const OPERATING_SYSTEMS = [
  'Windows 10',
  'Windows 8.1',
  'Windows 8',
  'Windows 7',
  'MacOS',
  'Linux',
  'Android',
  'iOS',
  'Unknown',
] as const;

export type Browser = (typeof BROWSERS)[number];
export type OperatingSystem = (typeof OPERATING_SYSTEMS)[number];

const ENGINE_FAMILY: Record<string, Browser> = {
  Blink: 'Chrome',
  WebKit: 'Safari',
  Gecko: 'Firefox',
};

export function browserOf(userAgent: string): Browser {
  const { browser, engine } = new UAParser(userAgent).getResult();
  const name = browser.name ?? '';
  if (name.includes('Edge')) return 'Edge';
  if (name.includes('Opera')) return 'Opera';
  if (name.includes('Firefox')) return 'Firefox';
  if (name.includes('Chrom')) return 'Chrome';
  if (name.includes('Safari')) return 'Safari';
  // Other browsers (Samsung Internet, UC, …) count as the family of their engine.
  return ENGINE_FAMILY[engine.name ?? ''] ?? 'Unknown';
}

const WINDOWS: Record<string, OperatingSystem> = {
  '11': 'Windows 10',
  '10': 'Windows 10',
  '8.1': 'Windows 8.1',
  '8': 'Windows 8',
  '7': 'Windows 7',
};
const LINUX = /^(Linux|Ubuntu|Debian|Fedora|Mint|Arch|CentOS|Red Hat|SUSE|openSUSE|Gentoo)/;

export function operatingSystemOf(userAgent: string): OperatingSystem {
  const { name = '', version = '' } = new UAParser(userAgent).getOS();
  if (name === 'Windows') return WINDOWS[version] ?? 'Unknown';
  if (name === 'macOS' || name === 'Mac OS') return 'MacOS';
  if (name === 'iOS' || name === 'iPadOS') return 'iOS';
  if (name === 'Android') return 'Android';
  return LINUX.test(name) ? 'Linux' : 'Unknown';
}
