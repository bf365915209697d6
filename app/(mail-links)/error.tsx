'use client';

// The public pages' error view, inside this group's site frame.
export { default } from '../(site)/error';
