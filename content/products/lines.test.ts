import { PRODUCT_LINE_INFO, PRODUCT_LINES } from './lines';

describe('the after-sales product lines (content/products/lines.ts)', () => {
  it('gives each line a serial example that passes its own pattern only', () => {
    for (const line of PRODUCT_LINES) {
      const { example } = PRODUCT_LINE_INFO[line].serial;
      for (const other of PRODUCT_LINES) {
        expect(PRODUCT_LINE_INFO[other].serial.pattern.test(example)).toBe(other === line);
      }
    }
  });
});
