// An unknown year or page of a year: components/investors/investor-not-found.tsx says why.
export { default } from '@/components/investors/investor-not-found';
