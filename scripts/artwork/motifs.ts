// Original vector artwork for the site's pictures: each subject gets a motif drawn from simple
// shapes, varied by a hash of the file name so no two pictures look the same.

export interface Canvas {
  w: number;
  h: number;
  /** A deterministic number in [0, 1) for the i-th choice of this picture. */
  rand: (i: number) => number;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A row of pendant LED lamps with glowing light cones. */
export function lamps({ w, h, rand }: Canvas): string {
  const n = 3 + Math.floor(rand(1) * 3);
  const x0 = w > 2 * h ? w * 0.45 : w * 0.1;
  const step = (w - x0 - w * 0.05) / n;
  return Array.from({ length: n }, (_, i) => {
    const x = r1(x0 + step * (i + 0.5));
    const y = r1(h * (0.3 + rand(i + 2) * 0.2));
    const s = r1(Math.min(step, h) * 0.18);
    return `<path d="M${x} 0V${r1(y - s)}" stroke="#cbd5e1" stroke-width="2"/><path d="M${r1(x - s)} ${y}h${r1(2 * s)}l${r1(-s * 0.4)} ${r1(-s)}h${r1(-s * 1.2)}z" fill="#e2e8f0"/><path d="M${r1(x - s * 0.9)} ${y}L${r1(x - s * 3)} ${h}H${r1(x + s * 3)}L${r1(x + s * 0.9)} ${y}z" fill="url(#glow)"/><circle cx="${x}" cy="${r1(y + s * 0.25)}" r="${r1(s * 0.45)}" fill="#fde68a"/>`;
  }).join('');
}

/** Lithium cells standing in a row, with charge bars. */
export function cells({ w, h, rand }: Canvas): string {
  const n = 4 + Math.floor(rand(1) * 3);
  const x0 = w > 2 * h ? w * 0.45 : w * 0.1;
  const cw = ((w - x0 - w * 0.05) / n) * 0.7;
  const ch = h * 0.5;
  const y = h * 0.3;
  return Array.from({ length: n }, (_, i) => {
    const x = r1(x0 + (cw / 0.7) * i);
    const level = 0.35 + rand(i + 2) * 0.6;
    const fill = level > 0.6 ? '#4ade80' : '#facc15';
    return `<rect x="${r1(x + cw * 0.3)}" y="${r1(y - h * 0.04)}" width="${r1(cw * 0.4)}" height="${r1(h * 0.05)}" rx="3" fill="#94a3b8"/><rect x="${x}" y="${r1(y)}" width="${r1(cw)}" height="${r1(ch)}" rx="${r1(cw * 0.15)}" fill="#0f172a" stroke="#94a3b8" stroke-width="3"/><rect x="${r1(x + cw * 0.15)}" y="${r1(y + ch * (1 - level * 0.9) - ch * 0.05)}" width="${r1(cw * 0.7)}" height="${r1(ch * level * 0.9)}" rx="4" fill="${fill}"/>`;
  }).join('');
}

/** An inverter cabinet with a display showing a sine wave. */
export function inverter({ w, h, rand }: Canvas): string {
  const bw = Math.min(w * 0.35, h * 0.6);
  const x = r1(w > 2 * h ? w * 0.6 : (w - bw) / 2);
  const y = r1(h * 0.18);
  const bh = r1(h * 0.66);
  const amp = bw * 0.12;
  const wave = Array.from({ length: 25 }, (_, i) => {
    const px = r1(x + bw * 0.15 + (bw * 0.7 * i) / 24);
    const py = r1(
      y + bh * 0.3 + Math.sin((i / 24) * Math.PI * (2 + Math.floor(rand(1) * 2))) * amp,
    );
    return `${i ? 'L' : 'M'}${px} ${py}`;
  }).join('');
  return `<rect x="${x}" y="${y}" width="${r1(bw)}" height="${bh}" rx="14" fill="#e2e8f0"/><rect x="${r1(x + bw * 0.1)}" y="${r1(y + bh * 0.12)}" width="${r1(bw * 0.8)}" height="${r1(bh * 0.36)}" rx="6" fill="#0f172a"/><path d="${wave}" fill="none" stroke="#38bdf8" stroke-width="4"/><circle cx="${r1(x + bw * 0.3)}" cy="${r1(y + bh * 0.72)}" r="${r1(bw * 0.07)}" fill="#22c55e"/><circle cx="${r1(x + bw * 0.55)}" cy="${r1(y + bh * 0.72)}" r="${r1(bw * 0.07)}" fill="#f59e0b"/>`;
}

/** Stacked, brushed stainless steel sheets seen at an angle. */
export function sheets({ w, h, rand }: Canvas): string {
  const n = 4 + Math.floor(rand(1) * 3);
  const x0 = w > 2 * h ? w * 0.45 : w * 0.12;
  const sw = w - x0 - w * 0.08;
  return Array.from({ length: n }, (_, i) => {
    const y = r1(h * 0.25 + i * h * 0.1);
    const skew = sw * 0.12;
    return `<path d="M${r1(x0 + skew)} ${y}h${r1(sw - skew)}l${r1(-skew)} ${r1(h * 0.08)}H${r1(x0)}z" fill="url(#steel)" stroke="#475569" stroke-width="1.5"/>`;
  }).join('');
}

/** A dome and a bullet CCTV camera on wall mounts. */
export function camera({ w, h, rand }: Canvas): string {
  const s = Math.min(w, h) * 0.22;
  const x = r1(w > 2 * h ? w * 0.7 : w * 0.5);
  const y = r1(h * (0.35 + rand(1) * 0.1));
  return `<rect x="${r1(x + s * 0.9)}" y="${r1(y - s * 0.6)}" width="${r1(s * 0.3)}" height="${r1(s * 1.2)}" fill="#94a3b8"/><path d="M${r1(x - s * 1.2)} ${r1(y - s * 0.35)}h${r1(s * 2.1)}v${r1(s * 0.7)}h${r1(-s * 2.1)}z" fill="#f1f5f9"/><circle cx="${r1(x - s * 1.1)}" cy="${y}" r="${r1(s * 0.28)}" fill="#0f172a"/><circle cx="${r1(x - s * 1.1)}" cy="${y}" r="${r1(s * 0.12)}" fill="#38bdf8"/><circle cx="${r1(x - s * 1.6)}" cy="${r1(y + s * 1.4)}" r="${r1(s * 0.5)}" fill="#e2e8f0"/><circle cx="${r1(x - s * 1.6)}" cy="${r1(y + s * 1.45)}" r="${r1(s * 0.2)}" fill="#0f172a"/>`;
}

/** A factory with a saw-tooth roof, chimneys and lit windows. */
export function factory({ w, h, rand }: Canvas): string {
  const x0 = w > 2 * h ? w * 0.4 : w * 0.08;
  const fw = w - x0 - w * 0.06;
  const base = h * 0.82;
  const top = h * 0.45;
  const teeth = 3 + Math.floor(rand(1) * 3);
  const tw = fw / teeth;
  const roof = Array.from(
    { length: teeth },
    (_, i) => `L${r1(x0 + tw * i)} ${r1(top - h * 0.12)}L${r1(x0 + tw * (i + 1))} ${r1(top)}`,
  ).join('');
  const windows = Array.from({ length: teeth * 2 }, (_, i) => {
    const lit = rand(i + 5) > 0.35 ? '#fde68a' : '#1e3a5f';
    return `<rect x="${r1(x0 + (tw / 2) * i + tw * 0.12)}" y="${r1(top + h * 0.1)}" width="${r1(tw * 0.26)}" height="${r1(h * 0.1)}" fill="${lit}"/>`;
  }).join('');
  const chimney = `<rect x="${r1(x0 + fw * 0.8)}" y="${r1(h * 0.15)}" width="${r1(fw * 0.05)}" height="${r1(top - h * 0.15)}" fill="#334155"/>`;
  return `${chimney}<path d="M${r1(x0)} ${r1(base)}V${r1(top)}${roof}V${r1(base)}z" fill="#334155"/>${windows}<rect x="0" y="${r1(base)}" width="${w}" height="${r1(h - base)}" fill="#1e293b"/>`;
}
