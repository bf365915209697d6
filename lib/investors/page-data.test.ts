const failing = () => Promise.reject(new Error('connection refused'));

async function importWithPhase(phase: string | undefined) {
  const previous = process.env.NEXT_PHASE;
  if (phase) process.env.NEXT_PHASE = phase;
  else delete process.env.NEXT_PHASE;
  try {
    let mod: typeof import('./page-data') | undefined;
    await jest.isolateModulesAsync(async () => {
      mod = await import('./page-data');
    });
    return mod!;
  } finally {
    if (previous === undefined) delete process.env.NEXT_PHASE;
    else process.env.NEXT_PHASE = previous;
  }
}

describe('loadPageData', () => {
  it('passes data through', async () => {
    const { loadPageData } = await importWithPhase(undefined);
    expect(await loadPageData(() => Promise.resolve([1]), [])).toEqual([1]);
  });

  it('throws at run time, so Next keeps serving the last good render', async () => {
    const { loadPageData } = await importWithPhase(undefined);
    await expect(loadPageData(failing, [])).rejects.toThrow('connection refused');
  });

  it('renders the empty state during the build instead of failing it', async () => {
    const { loadPageData } = await importWithPhase('phase-production-build');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await loadPageData(failing, { current: [] })).toEqual({ current: [] });
      expect(warn).toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
