import { normalisePath, routedPath, staffReadings } from './staff-paths';

describe('staffReadings', () => {
  it('finds the staff address in an encoded-slash walk that resolves outside it', () => {
    const walk = '/staff/accounts/..%2F..%2F..%2Fabout-us';
    expect(normalisePath(walk)).toBe('/about-us');
    expect(routedPath(walk)).toBe('/staff/accounts/../../../about-us');
    expect(staffReadings(walk)).toEqual(['/staff/accounts/../../../about-us']);
    expect(staffReadings('/api/staff/warranty/%2E%2E%2F..%2F..%2Fhealth')).toHaveLength(1);
  });

  it('finds it in a walk into the staff area from outside, and in other spellings', () => {
    expect(staffReadings('/about/..%2Fstaff/payments')).toEqual(['/staff/payments']);
    expect(staffReadings('/%73taff/Payments')).toEqual(['/staff/payments']);
    expect(staffReadings('//staff//payments/')).toEqual(['/staff/payments']);
  });

  it('gives both readings when they differ and both are staff addresses', () => {
    expect(staffReadings('/staff/set-password/..%2Fpayments')).toEqual([
      '/staff/payments',
      '/staff/set-password/../payments',
    ]);
  });

  it('finds nothing in public addresses', () => {
    expect(staffReadings('/about-us')).toEqual([]);
    expect(staffReadings('/investor-relations/financials/2024')).toEqual([]);
    expect(staffReadings('/staffing')).toEqual([]);
  });
});
