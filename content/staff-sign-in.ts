/** Words of the staff sign-in page, the password step. */
export const SIGN_IN_TEXT = {
  metaTitle: 'Sign in',
  title: 'Staff sign-in',
  email: 'E-mail',
  password: 'Password',
  submit: 'Sign in',
  busy: 'Signing in…',
  errors: {
    invalid: 'Incorrect e-mail or password.',
    locked: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  },
} as const;

/** Words of the staff sign-in steps after the password (lib/platform/auth/two-factor.ts). */
export const SECOND_STEP_TEXT = {
  code: {
    title: 'Enter your code',
    intro: 'Open your authenticator app and enter the six-digit code it shows for this site.',
    label: 'Code',
    hint: 'Six digits from the app, or one of your recovery codes.',
    submit: 'Continue',
    busy: 'Checking…',
  },
  enrol: {
    title: 'Set up two-step sign-in',
    intro:
      'Every member of staff signs in with a password and a code from an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password).',
    scan: 'Scan this QR code with the app:',
    qrAlt: 'QR code for your authenticator app',
    typeInstead: 'Or type this key into the app:',
    label: 'Code from the app',
    hint: 'Six digits, to show the app is set up.',
    submit: 'Turn on',
    busy: 'Checking…',
  },
  recovery: {
    title: 'Your recovery codes',
    intro:
      'Each code signs you in once if you lose your phone. Keep them somewhere safe now: they are shown only this once.',
    continue: 'Continue to the back-office',
  },
  account: {
    title: 'Your account',
    twoFactor: 'Two-step sign-in',
    enabledSince: 'On since',
    codesLeft: (n: number) => `${n} unused recovery code${n === 1 ? '' : 's'} left.`,
    regenerate: 'Make new recovery codes',
    regenerateHint: 'Your old recovery codes stop working.',
    busy: 'Making codes…',
  },
  errors: {
    wrongCode: 'That code is not right. Check the time on your phone and try the newest code.',
    tooMany: 'Too many wrong codes. Please sign in again.',
    expired: 'Your sign-in has expired. Please sign in again.',
  },
} as const;
