// An unknown year of a category: components/investors/investor-not-found.tsx says why.
export { default } from '@/components/investors/investor-not-found';
