/** Sample inputs for the service request tests. */

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
