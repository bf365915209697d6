import { randomUUID } from 'node:crypto';
import { db } from '@/lib/platform/db/client';

/** Sample inputs for the service request tests, and a service centre to route them to. */

export const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]);
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
export const photo = (bytes: Uint8Array<ArrayBuffer> = JPEG, name = 'p.jpg') =>
  new File([bytes], name);

export const validService = (over: Record<string, unknown> = {}) => ({
  productLine: 'inverter-ups',
  modelCode: 'IU-1100',
  serial: '',
  category: 'backup',
  description: 'Backup lasts ten minutes.',
  address: '12 MG Road, Pune',
  pincode: '411001',
  name: 'Asha Rao',
  mobile: '9876543210',
  email: 'Asha@Example.com',
  ...over,
});

/**
 * A service centre in Port Blair (Andaman pincodes: far from any outlet other tests make, so
 * a request there is assigned to it and to no other), with a unique name; `over` changes any
 * field (product lines, coordinates: without them it is never chosen by distance).
 */
export async function portBlairCentre(over: Record<string, unknown> = {}) {
  return db().outlet.create({
    data: {
      name: `Centre ${randomUUID()}`,
      type: 'service_centre',
      productLines: ['cctv'],
      address: '1 Aberdeen Bazaar',
      city: 'Port Blair',
      state: 'Andaman and Nicobar Islands',
      pincode: '744101',
      phones: ['9876543210'],
      lat: 11.645525,
      lng: 92.73568,
      ...over,
    },
  });
}
