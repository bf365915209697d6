/** What a number is confirmed for: the forms that ask (plain data: the browser's forms use it). */
export const PURPOSES = ['service-request', 'warranty'] as const;
export type Purpose = (typeof PURPOSES)[number];
