'use client';

// The public pages' error view, inside this group's site frame (in its language: the frame's
// LanguageProvider). Not a page, so `npm run twins` leaves it alone.
export { default } from '../../(site)/error';
