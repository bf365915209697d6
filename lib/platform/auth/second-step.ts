/** Where a session part-way through sign-in continues (lib/platform/auth/sessions.ts names the stages). */
export const SECOND_STEP_PATHS = {
  'needs-code': '/staff/login/code',
  'needs-enrolment': '/staff/login/enrol',
} as const;
