/**
 * The Hindi pages' glossary of abbreviations people write in Latin letters in Hindi too: "ISO
 * प्रमाणित", "PDF फ़ाइल", "UPI से भुगतान", never "आईएसओ" or "पीडीएफ". Each with the Devanagari
 * spelling a translation might give it, which `content/glossary.test.ts` refuses anywhere in
 * content/hi/, and which the Hindi pages' Latin check (e2e/support/latin.ts) allows in Latin.
 * The one list: add an abbreviation here, not to the tests. (Abbreviations read as words, such
 * as SEBI, सेबी, and TV, टीवी, are Hindi words and stay in Devanagari: docs/features/languages.md.)
 */
export const LATIN_ABBREVIATIONS = {
  AoA: ['एओए'],
  API: ['एपीआई'],
  BESS: ['बीईएसएस'],
  BIS: ['बीआईएस'],
  BLDC: ['बीएलडीसी'],
  BMS: ['बीएमएस'],
  CCTV: ['सीसीटीवी'],
  CE: ['सीई'],
  CIN: ['सीआईएन'],
  CNC: ['सीएनसी'],
  COB: ['सीओबी'],
  CSV: ['सीएसवी'],
  DPDP: ['डीपीडीपी'],
  DSS: ['डीएसएस'],
  FC: ['एफ़सी', 'एफसी'],
  FCC: ['एफ़सीसी', 'एफसीसी'],
  GST: ['जीएसटी'],
  HD: ['एचडी'],
  HR: ['एचआर'],
  ICDR: ['आईसीडीआर'],
  ID: ['आईडी'],
  IP: ['आईपी'],
  ISO: ['आईएसओ'],
  IT: ['आईटी'],
  JPEG: ['जेपीईजी', 'जेपीजी'],
  JSON: ['जेएसओएन'],
  KB: ['केबी'],
  LED: ['एलईडी'],
  LFP: ['एलएफ़पी', 'एलएफपी'],
  MB: ['एमबी'],
  MoA: ['एमओए'],
  MRP: ['एमआरपी'],
  MPPT: ['एमपीपीटी'],
  MSME: ['एमएसएमई'],
  NMC: ['एनएमसी'],
  NSIC: ['एनएसआईसी'],
  OTP: ['ओटीपी'],
  PAN: ['पैन'],
  PCI: ['पीसीआई'],
  PCU: ['पीसीयू'],
  PDF: ['पीडीएफ'],
  PNG: ['पीएनजी'],
  PTZ: ['पीटीज़ेड', 'पीटीजेड'],
  PWM: ['पीडब्ल्यूएम'],
  SKU: ['एसकेयू'],
  SMS: ['एसएमएस'],
  SMT: ['एसएमटी'],
  SS: ['एसएस'],
  SSL: ['एसएसएल'],
  UPI: ['यूपीआई'],
  UPS: ['यूपीएस'],
  URL: ['यूआरएल'],
  WebP: ['वेबपी'],
} as const satisfies Record<string, readonly string[]>;

export type LatinAbbreviation = keyof typeof LATIN_ABBREVIATIONS;

/** The abbreviations, as written on Hindi pages. */
export const LATIN_TERMS = Object.keys(LATIN_ABBREVIATIONS) as LatinAbbreviation[];

/** Every Devanagari spelling refused, with the abbreviation to write instead. */
export const DEVANAGARI_SPELLINGS: ReadonlyMap<string, LatinAbbreviation> = new Map(
  LATIN_TERMS.flatMap((term) => LATIN_ABBREVIATIONS[term].map((hindi) => [hindi, term] as const)),
);

/**
 * The Devanagari spellings of abbreviations in a text, as "आईएसओ → ISO": whole words only
 * ("पैनल" is a panel, not PAN).
 */
export function devanagariAbbreviations(text: string): string[] {
  return text
    .split(/[\s,.;:!?()[\]{}'"`“”‘’/|।॥+*=<>%&\-–—_]+/u)
    .filter((word) => DEVANAGARI_SPELLINGS.has(word))
    .map((word) => `${word} → ${DEVANAGARI_SPELLINGS.get(word)}`);
}
