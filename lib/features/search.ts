import type { SearchSource } from '@/lib/platform/search/types';
import { FEATURE_SEARCH_SOURCES, type FeatureSearchSource } from './index';
import { mergedPart } from './server';

/**
 * How each search source a feature declares (`searchSources` in its manifest) loads its
 * documents: the loaders of the server halves (`lib/<feature>/feature.server.ts`).
 */
const LOADERS = mergedPart('searchSources') as Record<FeatureSearchSource, SearchSource>;

/** The features' search sources, in the features' order. */
export const featureSearchSources = (): SearchSource[] =>
  FEATURE_SEARCH_SOURCES.map((name) => LOADERS[name]);
