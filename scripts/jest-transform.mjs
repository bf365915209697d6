// Next's SWC transform for Jest (next/jest), with one change: a `.mjs` file Jest loads as an ES
// module comes out as one. Next's transform makes every `.mjs` file CommonJS; Jest on Node 20
// and 22 requires them as CommonJS, but Jest on Node 24.9 and later loads a required `.mjs` file
// as an ES module (require(esm)), where CommonJS output fails ("exports is not defined").
// Whether Jest asks for an ES module is part of the cache key, so a cache filled under one Node
// line serves another correctly.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import nextTransformer from 'next/dist/build/swc/jest-transformer.js';

const { version: nextVersion } = createRequire(import.meta.url)('next/package.json');

const transform = {
  createTransformer(options) {
    const next = nextTransformer.createTransformer(options);
    const asModule = (filename, jestOptions) =>
      filename.endsWith('.mjs') && Boolean(jestOptions.supportsStaticESM);
    return {
      process(source, filename, jestOptions) {
        if (!asModule(filename, jestOptions)) return next.process(source, filename, jestOptions);
        const config = jestOptions.config;
        return next.process(source, filename, {
          ...jestOptions,
          config: { ...config, extensionsToTreatAsEsm: [...config.extensionsToTreatAsEsm, '.mjs'] },
        });
      },
      getCacheKey(source, filename, jestOptions) {
        return createHash('sha256')
          .update(nextVersion)
          .update('\0')
          .update(JSON.stringify(options ?? null))
          .update('\0')
          .update(jestOptions.configString)
          .update('\0')
          .update(filename)
          .update('\0')
          .update(asModule(filename, jestOptions) ? 'esm' : 'cjs')
          .update('\0')
          .update(source)
          .digest('hex');
      },
    };
  },
};

export default transform;
