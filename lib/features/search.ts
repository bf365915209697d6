import { investorDocumentsSource } from '@/lib/investors/search-source';
import type { SearchSource } from '@/lib/platform/search/types';
import { FEATURE_SEARCH_SOURCES, type FeatureSearchSource } from './index';

/**
 * How each search source a feature declares (`searchSources` in its manifest) loads its
 * documents. A source declared without its loader here fails the type check.
 */
const LOADERS: Record<FeatureSearchSource, SearchSource> = {
  investorDocuments: investorDocumentsSource,
};

/** The features' search sources, in the features' order. */
export const featureSearchSources = (): SearchSource[] =>
  FEATURE_SEARCH_SOURCES.map((name) => LOADERS[name]);
