import type { CatalogueLine, Specs } from './specs';
import { slugOf } from './specs';

/**
 * The sample catalogue: a deterministic generator of a plausible range of 700+ models across the
 * six lines, so a newcomer's site (and the tests) show a catalogue the size of the company's. The
 * same call gives the same models, in the same order, on every machine: no clock, no
 * Math.random. It keeps the codes the warranty and service forms already know
 * (before the catalogue, content/products/models.ts). Names and prices are made up.
 */

export interface SampleModel {
  code: string;
  slug: string;
  line: CatalogueLine;
  series: string;
  nameEn: string;
  nameHi: string;
  summaryEn: string;
  summaryHi: string;
  specs: Specs;
  certifications: string[];
  warrantyMonths: number;
  mrpPaise: number | null;
  discontinued: boolean;
  successorCode: string | null;
  launchedOn: string;
}

/** mulberry32: a small seeded generator, enough for made-up prices and dates. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Draft = Omit<SampleModel, 'slug' | 'discontinued' | 'successorCode' | 'launchedOn'> & {
  /** Launch year range, or a fixed date for the models the forms already know. */
  launched: [number, number] | string;
};

const product = <T, U>(xs: readonly T[], ys: readonly U[]): [T, U][] =>
  xs.flatMap((x) => ys.map((y): [T, U] => [x, y]));

const cctShort = (cct: string) => cct.slice(0, 2);
const cctHi = (cct: string) => `${cct.slice(0, 4)} K`;
/** A price in rupees, rounded to end in 9 (₹1,249), as paise. */
const mrp = (rupees: number) => (Math.round(rupees / 10) * 10 - 1) * 100;

function ledLights(): Draft[] {
  const out: Draft[] = [];
  const certs = ['BIS', 'BEE', 'RoHS'];
  const add = (
    series: string,
    code: string,
    en: string,
    hi: string,
    specs: Specs,
    warrantyMonths: number,
    price: number,
    launched: Draft['launched'],
  ) =>
    out.push({
      code,
      line: 'led-lights',
      series,
      nameEn: en,
      nameHi: hi,
      summaryEn: `${en}: ${specs.lumens} lm from ${specs.wattage} W, ${specs.lifeHours} hours of rated life.`,
      summaryHi: `${hi}: ${specs.wattage} W में ${specs.lumens} lm, ${specs.lifeHours} घंटे की अनुमानित आयु।`,
      specs,
      certifications: certs,
      warrantyMonths,
      mrpPaise: mrp(price),
      launched,
    });
  const led = (
    wattage: number,
    efficacy: number,
    cct: string,
    ip: string,
    beam: number,
    driver: string,
    life: number,
  ): Specs => ({
    wattage,
    lumens: Math.round((wattage * efficacy) / 10) * 10,
    colourTemperature: cct,
    ipRating: ip,
    beamAngle: beam,
    driver,
    lifeHours: life,
  });

  for (const [w, cct] of product(
    [5, 7, 9, 10, 12, 15, 18, 20, 25, 30, 40, 50],
    ['3000K', '4000K', '6500K'],
  )) {
    const known = w === 9 && cct === '6500K';
    add(
      'bulb',
      known ? 'LD-BULB-9' : `LD-BULB-${w}-${cctShort(cct)}`,
      known ? 'LED bulb 9 W' : `LED bulb ${w} W, ${cct.slice(0, 4)} K`,
      known ? 'LED बल्ब 9 W' : `LED बल्ब ${w} W, ${cctHi(cct)}`,
      led(w, 100, cct, 'IP20', 220, w >= 20 ? 'isolated' : 'non-isolated', 25000),
      12,
      40 + w * 9,
      known ? '2014-06-01' : [2014, 2024],
    );
  }
  for (const [[w, shape], cct] of product(
    product([3, 6, 8, 9, 12, 15, 18, 22, 24, 36, 40, 48], ['R', 'S'] as const),
    ['3000K', '4000K', '6500K'],
  )) {
    const known = w === 18 && shape === 'S' && cct === '6500K';
    const en = shape === 'R' ? 'round' : 'square';
    const hi = shape === 'R' ? 'गोल' : 'चौकोर';
    add(
      'panel',
      known ? 'LD-PANEL-18' : `LD-PANEL-${w}${shape}-${cctShort(cct)}`,
      known ? 'LED panel light 18 W' : `LED panel light ${w} W, ${en}, ${cct.slice(0, 4)} K`,
      known ? 'LED पैनल लाइट 18 W' : `LED पैनल लाइट ${w} W, ${hi}, ${cctHi(cct)}`,
      led(w, 95, cct, 'IP20', 120, 'isolated', 30000),
      24,
      150 + w * 28,
      known ? '2016-01-01' : [2015, 2025],
    );
  }
  for (const [[w, feet], cct] of product(product([10, 18, 20, 22, 36, 40], [2, 4] as const), [
    '4000K',
    '5700K',
    '6500K',
  ])) {
    add(
      'batten',
      `LD-BATTEN-${w}-${feet}FT-${cctShort(cct)}`,
      `LED batten ${w} W, ${feet} ft, ${cct.slice(0, 4)} K`,
      `LED बैटन ${w} W, ${feet} फ़ुट, ${cctHi(cct)}`,
      led(w, 110, cct, 'IP20', 160, 'isolated', 30000),
      24,
      180 + w * 14 + feet * 30,
      [2016, 2025],
    );
  }
  for (const [[w, tilt], cct] of product(product([3, 6, 7, 9, 12, 15, 18, 24, 30], [false, true]), [
    '3000K',
    '4000K',
    '6500K',
  ])) {
    add(
      'downlight',
      `LD-DOWN-${w}${tilt ? 'T' : 'F'}-${cctShort(cct)}`,
      `LED downlight ${w} W, ${tilt ? 'tiltable' : 'fixed'}, ${cct.slice(0, 4)} K`,
      `LED डाउनलाइट ${w} W, ${tilt ? 'घुमाने योग्य' : 'स्थिर'}, ${cctHi(cct)}`,
      led(w, 90, cct, 'IP20', tilt ? 36 : 90, 'isolated', 30000),
      24,
      200 + w * 35 + (tilt ? 150 : 0),
      [2017, 2025],
    );
  }
  for (const [[w, ip], cct] of product(
    product([24, 30, 45, 60, 90, 120, 150, 200], ['IP65', 'IP66']),
    ['4000K', '5700K', '6500K'],
  )) {
    const known = w === 90 && ip === 'IP66' && cct === '5700K';
    add(
      'street',
      known ? 'LD-STREET-90' : `LD-STREET-${w}-${ip.slice(2)}-${cctShort(cct)}`,
      known ? 'LED street light 90 W' : `LED street light ${w} W, ${ip}, ${cct.slice(0, 4)} K`,
      known ? 'LED स्ट्रीट लाइट 90 W' : `LED स्ट्रीट लाइट ${w} W, ${ip}, ${cctHi(cct)}`,
      led(w, 130, cct, ip, 140, 'isolated', 50000),
      36,
      900 + w * 45,
      known ? '2017-01-01' : [2017, 2025],
    );
  }
  for (const [[w, ip], cct] of product(
    product([10, 20, 30, 50, 100, 150, 200, 300, 400], ['IP65', 'IP66']),
    ['5700K', '6500K'],
  )) {
    const known = w === 100 && ip === 'IP65' && cct === '6500K';
    add(
      'flood',
      known ? 'LD-FLOOD-100' : `LD-FLOOD-${w}-${ip.slice(2)}-${cctShort(cct)}`,
      known ? 'LED flood light 100 W' : `LED flood light ${w} W, ${ip}, ${cct.slice(0, 4)} K`,
      known ? 'LED फ़्लड लाइट 100 W' : `LED फ़्लड लाइट ${w} W, ${ip}, ${cctHi(cct)}`,
      led(w, 110, cct, ip, 120, 'isolated', 40000),
      24,
      350 + w * 30,
      known ? '2018-01-01' : [2018, 2025],
    );
  }
  for (const [[w, beam], cct] of product(
    product([50, 80, 100, 120, 150, 200, 240], [60, 90, 120]),
    ['5700K', '6500K'],
  )) {
    add(
      'high-bay',
      `LD-HIGHBAY-${w}-${beam}-${cctShort(cct)}`,
      `LED high-bay light ${w} W, ${beam}° beam, ${cct.slice(0, 4)} K`,
      `LED हाई-बे लाइट ${w} W, ${beam}° बीम, ${cctHi(cct)}`,
      led(w, 140, cct, 'IP65', beam, 'isolated', 50000),
      36,
      2500 + w * 40,
      [2019, 2025],
    );
  }
  return out;
}

const volts = (v: number) => (v === 12 ? 12.8 : v === 24 ? 25.6 : v === 48 ? 51.2 : v);

function lithiumBatteries(): Draft[] {
  const out: Draft[] = [];
  const add = (
    series: string,
    code: string,
    v: number,
    ah: number,
    chemistry: 'lfp' | 'nmc',
    bms: string,
    warrantyMonths: number,
    launched: Draft['launched'],
    known = false,
  ) => {
    const nominal = volts(v);
    const kwh = Math.round(nominal * ah * 10) / 10000;
    const chem = chemistry === 'lfp' ? 'LiFePO4' : 'NMC';
    const use = { home: 'home', solar: 'solar', telecom: 'telecom', 'e-rickshaw': 'e-rickshaw' }[
      series
    ];
    const useHi = { home: 'घरेलू', solar: 'सोलर', telecom: 'टेलीकॉम', 'e-rickshaw': 'ई-रिक्शा' }[
      series
    ];
    const cycles = chemistry === 'lfp' ? 4000 : 2000;
    out.push({
      code,
      line: 'lithium-battery',
      series,
      nameEn: known
        ? `Lithium battery ${nominal} V ${ah} Ah`
        : `${chem} ${use} battery ${nominal} V ${ah} Ah`,
      nameHi: known
        ? `लिथियम बैटरी ${nominal} V ${ah} Ah`
        : `${chem} ${useHi} बैटरी ${nominal} V ${ah} Ah`,
      summaryEn: `${kwh} kWh of ${chem} storage, ${cycles} cycles to 80% capacity.`,
      summaryHi: `${kwh} kWh का ${chem} भंडारण, 80% क्षमता तक ${cycles} चक्र।`,
      specs: {
        chemistry,
        nominalVoltage: nominal,
        capacityAh: ah,
        energyKwh: kwh,
        cycles,
        bms,
      },
      certifications: ['BIS', 'IEC 62619'],
      warrantyMonths,
      mrpPaise: mrp(kwh * (chemistry === 'lfp' ? 21000 : 18000) + 1500),
      launched,
    });
  };
  const known: [number, number, string][] = [
    [12, 60, '2020-06-01'],
    [12, 100, '2020-06-01'],
    [12, 150, '2021-01-01'],
    [12, 200, '2022-01-01'],
    [24, 100, '2021-01-01'],
    [24, 150, '2022-01-01'],
    [24, 200, '2023-01-01'],
    [48, 100, '2023-01-01'],
    [48, 200, '2024-01-01'],
  ];
  for (const [v, ah, on] of known)
    add(v === 12 ? 'home' : 'solar', `LB-${v}-${ah}`, v, ah, 'lfp', 'standard', 60, on, true);
  for (const [ah, bms] of product([40, 80, 120, 230, 300], ['standard', 'smart-bluetooth'])) {
    add(
      'home',
      `LB-12-${ah}${bms === 'standard' ? '' : '-S'}`,
      12,
      ah,
      'lfp',
      bms,
      60,
      [2020, 2025],
    );
  }
  for (const ah of [60, 100, 150, 200]) {
    add('home', `LB-12-${ah}-S`, 12, ah, 'lfp', 'smart-bluetooth', 60, [2022, 2025]);
  }
  for (const [[v, ah], bms] of product(product([24, 48], [50, 280, 300]), [
    'standard',
    'smart-bluetooth',
  ])) {
    add(
      'solar',
      `LB-SOL-${v}-${ah}${bms === 'standard' ? '' : '-S'}`,
      v,
      ah,
      'lfp',
      bms,
      60,
      [2021, 2025],
    );
  }
  for (const [v, ah] of product([12, 24, 48], [100, 150, 200])) {
    add('solar', `LB-SOL-${v}-${ah}-S`, v, ah, 'lfp', 'smart-bluetooth', 60, [2022, 2025]);
  }
  for (const [ah, chem] of product([50, 75, 100, 150, 200, 300], ['lfp', 'nmc'] as const)) {
    add(
      'telecom',
      `LB-TEL-48-${ah}-${chem.toUpperCase()}`,
      48,
      ah,
      chem,
      'smart-can',
      60,
      [2020, 2025],
    );
  }
  for (const [[[v, ah], chem], bms] of product(
    product(product([48, 60, 72], [80, 100, 105, 120, 135, 150]), ['lfp', 'nmc'] as const),
    ['standard', 'smart-bluetooth'],
  )) {
    add(
      'e-rickshaw',
      `LB-ER-${v}-${ah}-${chem.toUpperCase()}${bms === 'standard' ? '' : '-S'}`,
      v,
      ah,
      chem,
      bms,
      36,
      [2021, 2025],
    );
  }
  return out;
}

function invertersAndUps(): Draft[] {
  const out: Draft[] = [];
  const batteryFor = (va: number) => (va <= 1100 ? 12 : va <= 2500 ? 24 : va <= 6000 ? 48 : 96);
  const add = (
    series: string,
    code: string,
    en: string,
    hi: string,
    va: number,
    waveform: 'pure-sine' | 'modified-sine',
    warrantyMonths: number,
    launched: Draft['launched'],
    price: number | null,
  ) => {
    const watts = Math.round(va * (waveform === 'pure-sine' ? 0.8 : 0.7));
    const battery = batteryFor(va);
    // A 150 Ah bank of the inverter's voltage at half its watts, 85% efficient.
    const backup = Math.round(((battery * 150 * 0.85) / (watts / 2)) * 2) / 2;
    out.push({
      code,
      line: 'inverter-ups',
      series,
      nameEn: en,
      nameHi: hi,
      summaryEn: `${va} VA (${watts} W) on a ${battery} V battery bank, ${waveform === 'pure-sine' ? 'pure' : 'modified'} sine wave output.`,
      summaryHi: `${battery} V बैटरी बैंक पर ${va} VA (${watts} W), ${waveform === 'pure-sine' ? 'प्योर' : 'मॉडिफ़ाइड'} साइन वेव आउटपुट।`,
      specs: {
        ratingVa: va,
        outputWatts: watts,
        waveform,
        batteryVoltage: battery,
        backupHours: Math.max(0.5, backup),
      },
      certifications: ['BIS', 'CE'],
      warrantyMonths,
      mrpPaise: price === null ? null : mrp(price),
      launched,
    });
  };
  const known: Record<string, [string, string]> = {
    '700': ['IU-700', '2021-04-01'],
    '1100': ['IU-1100', '2021-04-01'],
    '1600': ['IU-1600', '2022-01-01'],
    '2100': ['IU-2100', '2021-10-01'],
    '3500': ['IU-3500', '2023-04-01'],
  };
  for (const va of [700, 1100, 1600, 2100, 3500]) {
    const [code, on] = known[String(va)]!;
    const en = va === 700 ? 'Home UPS 700 VA' : `Lithium inverter ${va} VA`;
    const hi = va === 700 ? 'होम UPS 700 VA' : `लिथियम इन्वर्टर ${va} VA`;
    add(
      va === 700 ? 'home-ups' : 'sine-wave',
      code,
      en,
      hi,
      va,
      'pure-sine',
      60,
      on,
      3000 + va * 6,
    );
  }
  add(
    'online-ups',
    'IU-5000',
    'Online UPS 5 kVA',
    'ऑनलाइन UPS 5 kVA',
    5000,
    'pure-sine',
    60,
    '2023-04-01',
    null,
  );
  for (const [va, wave] of product([600, 850, 900, 1000, 1100, 1250, 1450, 1500, 1650, 2000], [
    'modified-sine',
    'pure-sine',
  ] as const)) {
    add(
      'home-ups',
      `IU-HUPS-${va}${wave === 'pure-sine' ? '-PS' : ''}`,
      `Home UPS ${va} VA, ${wave === 'pure-sine' ? 'pure' : 'modified'} sine wave`,
      `होम UPS ${va} VA, ${wave === 'pure-sine' ? 'प्योर' : 'मॉडिफ़ाइड'} साइन वेव`,
      va,
      wave,
      24,
      [2020, 2025],
      2200 + va * (wave === 'pure-sine' ? 5 : 4),
    );
  }
  for (const [va, lithium] of product(
    [900, 1450, 1650, 2000, 2500, 3000, 4000, 5000, 6000, 7500, 10000],
    [false, true],
  )) {
    add(
      'sine-wave',
      `IU-SW-${va}${lithium ? '-LI' : ''}`,
      `Sine-wave inverter ${va} VA${lithium ? ', lithium ready' : ''}`,
      `साइन-वेव इन्वर्टर ${va} VA${lithium ? ', लिथियम के लिए तैयार' : ''}`,
      va,
      'pure-sine',
      36,
      [2020, 2025],
      3500 + va * (lithium ? 7 : 6),
    );
  }
  for (const [va, mppt] of product(
    [1000, 2000, 3000, 3500, 5000, 6000, 7500, 10000],
    [false, true],
  )) {
    add(
      'solar-hybrid',
      `IU-SH-${va}-${mppt ? 'MPPT' : 'PWM'}`,
      `Solar hybrid inverter ${va} VA, ${mppt ? 'MPPT' : 'PWM'} charger`,
      `सोलर हाइब्रिड इन्वर्टर ${va} VA, ${mppt ? 'MPPT' : 'PWM'} चार्जर`,
      va,
      'pure-sine',
      36,
      [2021, 2025],
      5000 + va * (mppt ? 9 : 7),
    );
  }
  for (const [kva, phase] of product([1, 2, 3, 6, 10, 15, 20, 30, 40, 60], [1, 3])) {
    if (phase === 3 && kva < 10) continue;
    if (phase === 1 && kva > 20) continue;
    add(
      'online-ups',
      `IU-OUPS-${kva}K-${phase}P`,
      `Online UPS ${kva} kVA, ${phase === 1 ? 'single' : 'three'} phase`,
      `ऑनलाइन UPS ${kva} kVA, ${phase === 1 ? 'सिंगल' : 'थ्री'} फ़ेज़`,
      kva * 1000,
      'pure-sine',
      24,
      [2021, 2025],
      kva >= 10 ? null : 9000 + kva * 9000,
    );
  }
  return out;
}

function energyStorage(): Draft[] {
  const out: Draft[] = [];
  const add = (
    series: string,
    code: string,
    en: string,
    hi: string,
    kwh: number,
    kw: number,
    chemistry: 'lfp' | 'nmc',
    launched: Draft['launched'],
    price: number | null,
  ) =>
    out.push({
      code,
      line: 'bess',
      series,
      nameEn: en,
      nameHi: hi,
      summaryEn: `${kwh} kWh at up to ${kw} kW, ${chemistry === 'lfp' ? 'LiFePO4' : 'NMC'} cells, 6000 cycles.`,
      summaryHi: `${kw} kW तक ${kwh} kWh, ${chemistry === 'lfp' ? 'LiFePO4' : 'NMC'} सेल, 6000 चक्र।`,
      specs: { energyKwh: kwh, powerKw: kw, chemistry, cycles: chemistry === 'lfp' ? 6000 : 4000 },
      certifications: ['IEC 62619', 'UL 9540A', 'CE'],
      warrantyMonths: 120,
      mrpPaise: price === null ? null : mrp(price),
      launched,
    });
  add(
    'residential',
    'BS-HOME-5',
    'Home energy storage 5 kWh',
    'घरेलू ऊर्जा भंडारण 5 kWh',
    5,
    3,
    'lfp',
    '2024-04-01',
    185000,
  );
  add(
    'commercial',
    'BS-CAB-100',
    'Commercial storage cabinet 100 kWh',
    'व्यावसायिक भंडारण कैबिनेट 100 kWh',
    100,
    50,
    'lfp',
    '2024-10-01',
    null,
  );
  for (const [kwh, mount] of product([2.5, 7.5, 10, 12.5, 15, 20], ['wall', 'stack'] as const)) {
    add(
      'residential',
      `BS-RES-${String(kwh).replace('.', 'P')}-${mount === 'wall' ? 'W' : 'S'}`,
      `Home energy storage ${kwh} kWh, ${mount === 'wall' ? 'wall mounted' : 'stackable'}`,
      `घरेलू ऊर्जा भंडारण ${kwh} kWh, ${mount === 'wall' ? 'दीवार पर लगने वाला' : 'एक के ऊपर एक'}`,
      kwh,
      Math.max(2.5, Math.round(kwh * 0.6 * 10) / 10),
      'lfp',
      [2023, 2025],
      45000 + kwh * 32000,
    );
  }
  for (const [kwh, cooling] of product([50, 125, 150, 200, 215, 250, 300], [
    'air',
    'liquid',
  ] as const)) {
    add(
      'commercial',
      `BS-COM-${kwh}-${cooling === 'air' ? 'AC' : 'LC'}`,
      `Commercial storage cabinet ${kwh} kWh, ${cooling} cooled`,
      `व्यावसायिक भंडारण कैबिनेट ${kwh} kWh, ${cooling === 'air' ? 'हवा' : 'तरल'} से ठंडा`,
      kwh,
      Math.round(kwh / 2),
      'lfp',
      [2023, 2025],
      null,
    );
  }
  for (const [mwh, size] of product([1, 2, 2.5, 3, 3.72, 5], [20, 40])) {
    if (size === 20 && mwh > 3) continue;
    if (size === 40 && mwh < 2.5) continue;
    add(
      'utility',
      `BS-UTL-${String(mwh).replace('.', 'P')}M-${size}`,
      `Utility storage container ${mwh} MWh, ${size} ft`,
      `यूटिलिटी भंडारण कंटेनर ${mwh} MWh, ${size} फ़ुट`,
      mwh * 1000,
      Math.round(mwh * 500),
      'lfp',
      [2024, 2025],
      null,
    );
  }
  return out;
}

function cctv(): Draft[] {
  const out: Draft[] = [];
  const add = (draft: Omit<Draft, 'line' | 'certifications' | 'warrantyMonths'>) =>
    out.push({ ...draft, line: 'cctv', certifications: ['BIS', 'CE'], warrantyMonths: 24 });
  const camera = (
    series: 'dome' | 'bullet',
    code: string,
    mp: number,
    lens: number,
    ip: boolean,
    ir: number,
    launched: Draft['launched'],
    known?: [string, string],
  ) => {
    const kind = series === 'dome' ? 'Dome' : 'Bullet';
    const kindHi = series === 'dome' ? 'डोम' : 'बुलेट';
    add({
      code,
      series,
      nameEn: known?.[0] ?? `${kind} camera ${mp} MP, ${lens} mm, ${ip ? 'IP' : 'HD analog'}`,
      nameHi: known?.[1] ?? `${kindHi} कैमरा ${mp} MP, ${lens} mm, ${ip ? 'IP' : 'HD एनालॉग'}`,
      summaryEn: `${mp} MP ${series} camera with a ${lens} mm lens and ${ir} m of night vision.`,
      summaryHi: `${lens} mm लेंस और ${ir} m तक रात में देखने वाला ${mp} MP ${kindHi} कैमरा।`,
      specs: { resolutionMp: mp, lensMm: lens, irRangeM: ir, poe: ip },
      mrpPaise: mrp(900 + mp * 350 + (ip ? 1200 : 0) + ir * 10 + (series === 'bullet' ? 200 : 0)),
      launched,
    });
  };
  camera('dome', 'CC-DOME-2', 2, 3.6, false, 20, '2022-01-01', [
    'Dome camera 2 MP',
    'डोम कैमरा 2 MP',
  ]);
  camera('bullet', 'CC-BULLET-4', 4, 3.6, true, 30, '2022-07-01', [
    'Bullet camera 4 MP',
    'बुलेट कैमरा 4 MP',
  ]);
  for (const [[mp, lens], [ip, ir]] of product(
    product([2, 4, 5, 8], [2.8, 3.6]),
    product([false, true], [20, 30]),
  )) {
    if (mp === 2 && lens === 3.6 && !ip && ir === 20) continue;
    camera(
      'dome',
      `CC-DOME-${mp}-${String(lens).replace('.', '')}-${ip ? 'IP' : 'HD'}-${ir}`,
      mp,
      lens,
      ip,
      ir,
      [2021, 2025],
    );
  }
  for (const [[mp, lens], [ip, ir]] of product(
    product([2, 4, 5, 8], [3.6, 6]),
    product([false, true], [30, 50]),
  )) {
    camera(
      'bullet',
      `CC-BULLET-${mp}-${String(lens).replace('.', '')}-${ip ? 'IP' : 'HD'}-${ir}`,
      mp,
      lens,
      ip,
      ir,
      [2021, 2025],
    );
  }
  for (const [mp, zoom] of product([2, 4, 5], [4, 25, 32])) {
    add({
      code: `CC-PTZ-${mp}-${zoom}X`,
      series: 'ptz',
      nameEn: `PTZ camera ${mp} MP, ${zoom}× zoom`,
      nameHi: `PTZ कैमरा ${mp} MP, ${zoom}× ज़ूम`,
      summaryEn: `${mp} MP pan-tilt-zoom camera with ${zoom}× optical zoom and ${zoom * 5} m of night vision.`,
      summaryHi: `${zoom}× ऑप्टिकल ज़ूम और ${zoom * 5} m तक रात में देखने वाला ${mp} MP पैन-टिल्ट-ज़ूम कैमरा।`,
      specs: {
        resolutionMp: mp,
        lensMm: Math.round(4.8 * zoom * 10) / 10,
        irRangeM: zoom * 5,
        poe: true,
      },
      mrpPaise: mrp(9000 + mp * 2000 + zoom * 600),
      launched: [2022, 2025],
    });
  }
  for (const [ch, kind] of product([4, 8, 16, 32, 64], ['DVR', 'NVR'] as const)) {
    if (kind === 'DVR' && ch > 32) continue;
    const known = ch === 8 && kind === 'NVR';
    add({
      code: known ? 'CC-NVR-8' : `CC-${kind}-${ch}`,
      series: 'recorder',
      nameEn: known
        ? 'Network video recorder, 8 channels'
        : `${kind === 'NVR' ? 'Network' : 'Digital'} video recorder, ${ch} channels`,
      nameHi: known
        ? 'नेटवर्क वीडियो रिकॉर्डर, 8 चैनल'
        : `${kind === 'NVR' ? 'नेटवर्क' : 'डिजिटल'} वीडियो रिकॉर्डर, ${ch} चैनल`,
      summaryEn: `Records ${ch} cameras of up to ${kind === 'NVR' ? 8 : 5} MP, with a mobile app.`,
      summaryHi: `मोबाइल ऐप के साथ ${kind === 'NVR' ? 8 : 5} MP तक के ${ch} कैमरे रिकॉर्ड करता है।`,
      specs: {
        resolutionMp: kind === 'NVR' ? 8 : 5,
        poe: kind === 'NVR' && ch <= 16,
        channels: ch,
      },
      mrpPaise: mrp(2500 + ch * 450 + (kind === 'NVR' ? 1500 : 0)),
      launched: known ? '2022-01-01' : [2021, 2025],
    });
  }
  return out;
}

function sheetMetal(): Draft[] {
  const out: Draft[] = [];
  const add = (
    series: string,
    code: string,
    en: string,
    hi: string,
    grade: string,
    thickness: number,
    finish: string,
  ) =>
    out.push({
      code,
      line: 'sheet-metal',
      series,
      nameEn: en,
      nameHi: hi,
      summaryEn: `${en} in ${grade.toUpperCase().replace('-', ' ')} stainless steel, ${thickness} mm thick.`,
      summaryHi: `${thickness} mm मोटे ${grade.toUpperCase().replace('-', ' ')} स्टेनलेस स्टील में ${hi}।`,
      specs: { grade, thicknessMm: thickness, finish },
      certifications: [],
      warrantyMonths: 12,
      mrpPaise: null,
      launched: [2016, 2025],
    });
  const sizes = { S: ['small', 'छोटा'], M: ['medium', 'मध्यम'], L: ['large', 'बड़ा'] } as const;
  for (const [[grade, thickness], size] of product(
    product(['ss-304', 'ss-316', 'ss-202'], [1.2, 1.5, 2]),
    ['S', 'M', 'L'] as const,
  )) {
    add(
      'enclosure',
      `SM-ENC-${grade.slice(3)}-${String(thickness).replace('.', '')}-${size}`,
      `Electrical enclosure, ${sizes[size][0]}, ${grade.toUpperCase().replace('-', ' ')}, ${thickness} mm`,
      `बिजली एनक्लोज़र, ${sizes[size][1]}, ${grade.toUpperCase().replace('-', ' ')}, ${thickness} mm`,
      grade,
      thickness,
      grade === 'ss-316' ? 'brushed' : '2b',
    );
  }
  for (const [[grade, thickness], shelves] of product(
    product(['ss-304', 'ss-202', 'ss-430'], [1.2, 1.5]),
    [4, 5, 6],
  )) {
    add(
      'rack',
      `SM-RACK-${grade.slice(3)}-${String(thickness).replace('.', '')}-${shelves}`,
      `Storage rack, ${shelves} shelves, ${grade.toUpperCase().replace('-', ' ')}, ${thickness} mm`,
      `स्टोरेज रैक, ${shelves} शेल्फ़, ${grade.toUpperCase().replace('-', ' ')}, ${thickness} mm`,
      grade,
      thickness,
      grade === 'ss-430' ? 'powder-coated' : '2b',
    );
  }
  const items = {
    SINK: ['Sink unit', 'सिंक यूनिट'],
    TABLE: ['Work table', 'वर्क टेबल'],
    HOOD: ['Exhaust hood', 'एग्ज़ॉस्ट हुड'],
    TROLLEY: ['Service trolley', 'सर्विस ट्रॉली'],
    SHELF: ['Wall shelf', 'दीवार शेल्फ़'],
  } as const;
  for (const [[item, grade], thickness] of product(
    product(Object.keys(items) as (keyof typeof items)[], ['ss-304', 'ss-202']),
    [1, 1.2],
  )) {
    add(
      'kitchen',
      `SM-KIT-${item}-${grade.slice(3)}-${String(thickness).replace('.', '')}`,
      `${items[item][0]}, ${grade.toUpperCase().replace('-', ' ')}, ${thickness} mm`,
      `${items[item][1]}, ${grade.toUpperCase().replace('-', ' ')}, ${thickness} mm`,
      grade,
      thickness,
      'brushed',
    );
  }
  const custom = {
    PANEL: ['Control panel housing', 'कंट्रोल पैनल हाउसिंग'],
    DOOR: ['Door and frame', 'दरवाज़ा और फ़्रेम'],
    CLAD: ['Wall cladding', 'दीवार क्लैडिंग'],
  } as const;
  for (const [[part, grade], finish] of product(
    product(Object.keys(custom) as (keyof typeof custom)[], ['ss-304', 'ss-316']),
    ['brushed', 'mirror'],
  )) {
    add(
      'custom',
      `SM-CUS-${part}-${grade.slice(3)}-${finish === 'mirror' ? 'M' : 'B'}`,
      `${custom[part][0]}, ${grade.toUpperCase().replace('-', ' ')}, ${finish === 'mirror' ? 'mirror' : 'brushed'} finish`,
      `${custom[part][1]}, ${grade.toUpperCase().replace('-', ' ')}, ${finish === 'mirror' ? 'मिरर' : 'ब्रश्ड'} फ़िनिश`,
      grade,
      1.5,
      finish,
    );
  }
  return out;
}

/**
 * The sample catalogue, in the lines' order. About one model in thirty (never one the forms
 * already know) is discontinued, its successor the next model of its series that is not.
 */
export function sampleCatalogue(): SampleModel[] {
  const random = generator(20141);
  const drafts = [
    ...ledLights(),
    ...lithiumBatteries(),
    ...invertersAndUps(),
    ...energyStorage(),
    ...cctv(),
    ...sheetMetal(),
  ];
  const models: SampleModel[] = drafts.map(({ launched, ...draft }) => {
    let launchedOn: string;
    if (typeof launched === 'string') launchedOn = launched;
    else {
      const year = launched[0] + Math.floor(random() * (launched[1] - launched[0] + 1));
      const month = 1 + Math.floor(random() * 12);
      launchedOn = `${year}-${String(month).padStart(2, '0')}-01`;
    }
    return {
      ...draft,
      slug: slugOf(draft.code),
      launchedOn,
      discontinued: false,
      successorCode: null,
    };
  });
  const knownDates = new Set(
    drafts.filter((d) => typeof d.launched === 'string').map((d) => d.code),
  );
  models.forEach((model, i) => {
    if (knownDates.has(model.code) || i % 30 !== 7) return;
    const successor = models
      .slice(i + 1)
      .find((other) => other.series === model.series && other.line === model.line);
    if (!successor) return;
    model.discontinued = true;
    model.successorCode = successor.code;
  });
  return models;
}
