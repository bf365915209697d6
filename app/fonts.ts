import localFont from 'next/font/local';

// Inter, served from our own origin (the font files come from an npm package, nothing is
// fetched at build or run time).
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'optional',
  preload: false,
});
