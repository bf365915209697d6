// `npx tsx scripts/make-videos.ts` (needs ffmpeg; run once, the MP4s are committed): makes each
// short film the content modules link (public/videos/*.mp4) from its poster artwork: a slow
// 5-second pan and zoom over the picture, H.264, no sound, well under 1 MB each.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { collectVideos } from '@/content/assets';

const PUBLIC = join(process.cwd(), 'public');
const SECONDS = 5;
const FPS = 25;

async function makeFilm(posterSrc: string, out: string, work: string) {
  const still = join(work, 'still.png');
  // Twice the film's size, so the zoom has pixels to spare.
  await sharp(join(PUBLIC, posterSrc)).resize(1280, 720, { fit: 'cover' }).png().toFile(still);
  const frames = SECONDS * FPS;
  const zoom = `zoompan=z='1+0.15*on/${frames}':x='(iw-iw/zoom)*on/${frames}':y='(ih-ih/zoom)/2':d=${frames}:s=640x360:fps=${FPS}`;
  mkdirSync(dirname(out), { recursive: true });
  execFileSync('ffmpeg', [
    ...['-y', '-loglevel', 'error', '-loop', '1', '-i', still, '-vf', `${zoom},format=yuv420p`],
    ...['-t', String(SECONDS), '-c:v', 'libx264', '-preset', 'slow', '-crf', '30'],
    ...['-movflags', '+faststart', '-an', out],
  ]);
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'films-'));
  try {
    for (const v of collectVideos()) {
      const out = join(PUBLIC, v.src!);
      await makeFilm(v.poster.src, out, work);
      console.log(`${v.src}  ${(statSync(out).size / 1024).toFixed(0)} KB`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
