import { distanceKm, pincodeCoordinates } from './pincodes';

describe('pincode coordinates', () => {
  it('knows the data set’s pincodes', async () => {
    const delhi = await pincodeCoordinates('110001');
    expect(delhi?.lat).toBeCloseTo(28.63, 1);
    expect(delhi?.lng).toBeCloseTo(77.22, 1);
    expect(await pincodeCoordinates('400001')).not.toBeNull();
  });

  it('answers null for a pincode the data set lacks, and for anything not a pincode', async () => {
    for (const value of ['999999', '100000', '11000', '1100011', 'abcdef', '', '__proto__']) {
      expect(await pincodeCoordinates(value)).toBeNull();
    }
  });
});

describe('distanceKm', () => {
  it('measures known pairs in a straight line', async () => {
    const at = async (pincode: string) => (await pincodeCoordinates(pincode))!;
    // New Delhi GPO to Mumbai Fort: about 1,150 km as the crow flies (1,400 by road).
    const delhiMumbai = distanceKm(await at('110001'), await at('400001'));
    expect(delhiMumbai).toBeGreaterThan(1140);
    expect(delhiMumbai).toBeLessThan(1180);
    // Chandigarh to New Delhi: about 240 km.
    expect(distanceKm(await at('160017'), await at('110001'))).toBeCloseTo(238, -1);
  });

  it('is symmetric and zero for one place', () => {
    const a = { lat: 12.97, lng: 77.59 };
    const b = { lat: 13.08, lng: 80.27 };
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
    expect(distanceKm(a, a)).toBe(0);
    // Bengaluru to Chennai: about 290 km.
    expect(distanceKm(a, b)).toBeCloseTo(290, -1);
  });
});
