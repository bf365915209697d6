import { camera, cells, factory, inverter, lamps, sheets, type Canvas } from './motifs';

const PALETTES = [
  ['#083b70', '#0b5cad'],
  ['#0f2b46', '#1d4e89'],
  ['#123524', '#2d6a4f'],
  ['#3b2410', '#7a4e1d'],
  ['#2a1b47', '#5b3a8c'],
] as const;

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const hashOf = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** A small deterministic generator, so re-running the script writes the same files. */
function randomFor(seed: number) {
  return (i: number) => {
    let x = (seed ^ Math.imul(i + 1, 0x9e3779b1)) >>> 0;
    x = Math.imul(x ^ (x >>> 15), 0x85ebca6b) >>> 0;
    x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
    return ((x ^ (x >>> 16)) >>> 0) / 2 ** 32;
  };
}

const MOTIFS: [RegExp, (c: Canvas) => string][] = [
  [/cctv/, camera],
  [/inverter/, inverter],
  [/sheet-metal/, sheets],
  [/batter|bess|lithium|cells/, cells],
  [/led|light|showroom/, lamps],
];

const DEFS =
  '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="var(--a)"/><stop offset="1" stop-color="var(--b)"/></linearGradient><linearGradient id="glow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde68a" stop-opacity=".55"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></linearGradient><linearGradient id="steel" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#cbd5e1"/><stop offset=".5" stop-color="#f8fafc"/><stop offset="1" stop-color="#94a3b8"/></linearGradient></defs>';

/** A picture for the file at `src` (its path picks the motif), `w` by `h`, described by `alt`. */
export function drawPicture(src: string, alt: string, w: number, h: number): string {
  const seed = hashOf(src);
  const rand = randomFor(seed);
  const [a, b] = PALETTES[seed % PALETTES.length]!;
  const motif = MOTIFS.find(([re]) => re.test(src))?.[1] ?? factory;
  const defs = DEFS.replace('var(--a)', a).replace('var(--b)', b);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(alt)}">${defs}<rect width="${w}" height="${h}" fill="url(#bg)"/>${motif({ w, h, rand })}</svg>\n`;
}

/** A client's wordmark tile: initials in a shape, and the name set in two weights. */
export function drawWordmark(name: string, w = 320, h = 160): string {
  const seed = hashOf(name);
  const [a] = PALETTES[seed % PALETTES.length]!;
  const [first, ...rest] = name.split(' ');
  const shape =
    seed % 3 === 0
      ? `<circle cx="48" cy="80" r="30" fill="${a}"/>`
      : seed % 3 === 1
        ? `<rect x="18" y="50" width="60" height="60" rx="12" fill="${a}"/>`
        : `<path d="M48 46l34 34-34 34-34-34z" fill="${a}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(name)} logo"><rect width="${w}" height="${h}" fill="#fff"/>${shape}<text x="48" y="90" font-family="sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(first!.slice(0, 1))}</text><text x="96" y="78" font-family="sans-serif" font-size="28" font-weight="800" fill="${a}">${escapeXml(first!)}</text><text x="96" y="106" font-family="sans-serif" font-size="16" fill="#334155">${escapeXml(rest.join(' '))}</text></svg>\n`;
}

/** A round award or certification badge with a ribbon. */
export function drawBadge(label: string, caption: string, alt: string, size = 240): string {
  const seed = hashOf(label + caption);
  const [a, b] = PALETTES[seed % PALETTES.length]!;
  const c = size / 2;
  const fontSize = label.length > 5 ? size * 0.12 : size * 0.2;
  const r = (n: number) => Math.round(n);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(alt)}"><path d="M${c - 40} ${c + 40}l-20 ${c - 50}l30-14l20 18zM${c + 40} ${c + 40}l20 ${c - 50}l-30-14l-20 18z" fill="${b}"/><circle cx="${c}" cy="${c - 10}" r="${c - 20}" fill="#f59e0b"/><circle cx="${c}" cy="${c - 10}" r="${c - 32}" fill="${a}"/><circle cx="${c}" cy="${c - 10}" r="${c - 40}" fill="none" stroke="#fde68a" stroke-width="2" stroke-dasharray="4 6"/><text x="${c}" y="${c - 10 + fontSize * 0.35}" font-family="sans-serif" font-size="${fontSize}" font-weight="800" fill="#fff" text-anchor="middle">${escapeXml(label)}</text><text x="${c}" y="${r(c - 10 + fontSize * 0.35 + size * 0.13)}" font-family="sans-serif" font-size="${size * 0.07}" fill="#fde68a" text-anchor="middle">${escapeXml(caption)}</text></svg>\n`;
}
