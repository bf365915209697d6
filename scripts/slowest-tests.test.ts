import { playwrightTimings, slowest } from './slowest-tests';

describe('the slowest tests .ci/run prints', () => {
  it('reads every run of every test of a Playwright json report, with its describe titles', () => {
    const report = {
      suites: [
        {
          title: 'hindi.spec.ts',
          file: 'hindi.spec.ts',
          specs: [
            {
              title: 'the switch',
              line: 9,
              tests: [{ projectName: 'chromium', results: [{ duration: 1200, status: 'passed' }] }],
            },
          ],
          suites: [
            {
              title: 'every English page',
              file: 'hindi.spec.ts',
              specs: [
                {
                  title: '/bess',
                  line: 80,
                  tests: [
                    {
                      projectName: 'chromium',
                      results: [
                        { duration: 30_000, status: 'timedOut' },
                        { duration: 900, status: 'passed' },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightTimings(report)).toEqual([
      { file: 'hindi.spec.ts:9', title: '[chromium] the switch', ms: 1200, status: 'passed' },
      {
        file: 'hindi.spec.ts:80',
        title: '[chromium] every English page › /bess',
        ms: 30_000,
        status: 'timedOut',
      },
      {
        file: 'hindi.spec.ts:80',
        title: '[chromium] every English page › /bess',
        ms: 900,
        status: 'passed',
      },
    ]);
  });

  it('lists the slowest first, at most the count asked for, in seconds', () => {
    const timings = [5, 1, 30, 12].map((s, i) => ({
      file: `f${i}.test.ts`,
      title: `t${i}`,
      ms: s * 1000,
      status: 'passed',
    }));
    expect(slowest(timings, 3)).toEqual([
      '  30.0 s  f2.test.ts  t2',
      '  12.0 s  f3.test.ts  t3',
      '   5.0 s  f0.test.ts  t0',
    ]);
  });
});
