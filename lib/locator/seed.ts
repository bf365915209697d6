import type { Outlet } from '@/lib/platform/db/generated/client';
import { pincodeCoordinates } from '@/lib/locator/pincodes';
import type { Db } from '@/lib/platform/db/client';
import { seedId } from '@/lib/platform/seed-ids';

// Sample outlets for the dealer locator, in a few states, so /dealer-locator finds something on
// a fresh machine (placeholders: names and numbers are made up). Each has an id derived from its
// name and pincode as seeded (lib/platform/seed-ids.ts): seeding again never duplicates an outlet staff
// renamed, nor undoes their edits.
type Sample = Pick<
  Outlet,
  'name' | 'type' | 'productLines' | 'address' | 'city' | 'state' | 'pincode' | 'phones'
> & { openingHours?: string };

const SAMPLE_OUTLETS: Sample[] = [
  {
    name: 'Tricity Power House',
    type: 'dealer',
    productLines: ['inverter-ups', 'lithium-battery'],
    address: 'SCO 12, Sector 17-C',
    city: 'Chandigarh',
    state: 'Chandigarh',
    pincode: '160017',
    phones: ['9876500001'],
    openingHours: 'Mon–Sat 10:00–19:00',
  },
  {
    name: 'Mohali Inverter Care',
    type: 'service_centre',
    productLines: ['inverter-ups', 'lithium-battery', 'bess'],
    address: 'Plot 7, Phase 8, Industrial Area',
    city: 'Mohali',
    state: 'Punjab',
    pincode: '160062',
    phones: ['1722200002', '9876500002'],
    openingHours: 'Mon–Sat 09:30–18:00',
  },
  {
    name: 'Karol Bagh Lights',
    type: 'dealer',
    productLines: ['led-lights', 'cctv'],
    address: '14 Lajpat Rai Market, Chandni Chowk',
    city: 'Delhi',
    state: 'Delhi',
    pincode: '110006',
    phones: ['9876500003'],
  },
  {
    name: 'Western Energy Distributors',
    type: 'distributor',
    productLines: ['led-lights', 'lithium-battery', 'inverter-ups', 'cctv'],
    address: '3rd floor, 22 Lamington Road',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400007',
    phones: ['2223400004'],
  },
  {
    name: 'Bengaluru Battery Service',
    type: 'service_centre',
    productLines: ['inverter-ups', 'bess', 'cctv'],
    address: '45 SP Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560002',
    phones: ['9876500005'],
    openingHours: 'Mon–Fri 10:00–18:00',
  },
];

export async function seedOutlets(db: Db) {
  for (const sample of SAMPLE_OUTLETS) {
    const at = await pincodeCoordinates(sample.pincode);
    const data = { ...sample, lat: at?.lat ?? null, lng: at?.lng ?? null };
    const id = seedId('outlet', sample.name, sample.pincode);
    // A database seeded before the ids were derived holds the outlet under a random id.
    const earlier = await db.outlet.findFirst({
      where: { name: sample.name, pincode: sample.pincode, id: { not: id } },
      select: { id: true },
    });
    if (earlier) continue;
    await db.outlet.upsert({ where: { id }, create: { id, ...data }, update: {} });
  }
}
