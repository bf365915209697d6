/**
 * The audit log's summaries, as staff read them on /staff/audit and in its CSV: one line per
 * change, naming who or what it touched. (Summaries of other areas sit with their words:
 * PAYMENT_RECHECK in payment.ts, PRIVACY_TOOL_TEXT in staff-privacy.ts.)
 */
const from = (ip: string | null | undefined) => ip ?? 'an unknown address';
const roleList = (roles: readonly string[]) => roles.join(', ');

export const AUDIT_TEXT = {
  signIn: {
    failed: (step: 'password' | 'code' | string, ip: string | null) =>
      `Wrong ${step === 'password' ? 'e-mail or password' : 'code'} from ${from(ip)}`,
    lockedAddress: (ip: string | null, failures: number) =>
      `Locked ${from(ip)} for 15 minutes after ${failures} failures`,
    accountGuard: (failures: number, email: string) =>
      `${failures} failures on ${email}: the addresses that made them are refused for 15 minutes`,
    signedIn: (ip: string | null | undefined, withRecoveryCode: boolean) =>
      `Signed in from ${from(ip)}${withRecoveryCode ? ' with a recovery code' : ''}`,
    enrolled: 'Turned on two-step sign-in and received 10 recovery codes',
    recoveryCodeUsed: (left: number) => `Signed in with a recovery code (${left} left)`,
    codesRenewed: 'Made 10 new recovery codes; the old ones no longer work',
    signedOutEverywhere: (count: number) =>
      `Signed out everywhere (${count} session${count === 1 ? '' : 's'} ended)`,
  },
  accounts: {
    invited: (email: string, roles: readonly string[]) => `Invited ${email} (${roleList(roles)})`,
    disabled: (email: string, ended: number) => `Disabled ${email} (${ended} sessions ended)`,
    enabled: (email: string) => `Enabled ${email}`,
    rolesChanged: (email: string, before: readonly string[], after: readonly string[]) =>
      `Changed the roles of ${email}: ${roleList(before) || 'none'} → ${roleList(after)}`,
    passwordReset: (email: string) => `Reset the password of ${email}`,
    secondFactorReset: (email: string) => `Reset two-factor sign-in of ${email}`,
    passwordSet: (email: string) => `${email} set their password with a one-time link`,
    /** The first-administrator link start-up prints while no staff exist. */
    firstAdmin: (email: string) =>
      `Created the first administrator, ${email}, with the start-up link`,
    /** `npm run staff:create`, for a new member or one who exists already. */
    commandLine: (existing: boolean, email: string, roles: readonly string[]) =>
      `${existing ? 'Reset the password of' : 'Created'} ${email} (${roleList(roles)})`,
  },
  handled: (handled: boolean, what: string) =>
    `${handled ? 'Marked handled' : 'Reopened'}: ${what}`,
  documents: {
    added: (title: string, year: string | number, kind: string) =>
      `Added "${title} - ${year}" (${kind})`,
    edited: (title: string, year: string | number, newFile: boolean) =>
      `Edited "${title} - ${year}"${newFile ? ' with a new file' : ''}`,
    archived: (archived: boolean, title: string, year: string | number) =>
      `${archived ? 'Archived' : 'Unarchived'} "${title} - ${year}"`,
    moved: (title: string, year: string | number, direction: string) =>
      `Moved "${title} - ${year}" ${direction}`,
    deleted: (title: string, year: string | number, reason = '') =>
      `Deleted "${year === '' ? title : `${title} - ${year}`}"${reason ? `. Reason: ${reason.trim()}` : ''}`,
  },
  clauses: {
    marked: (title: string, notApplicable: boolean, reason: string) =>
      notApplicable
        ? `Marked "${title}" not applicable: ${reason}`
        : `Marked "${title}" applicable again`,
  },
  /** Directors, committee members, registrar and grievance contacts: `noun` names the kind. */
  orderedRows: {
    added: (noun: string, name: string) => `Added ${noun} "${name}"`,
    edited: (noun: string, name: string, newPhoto: boolean) =>
      `Edited ${noun} "${name}"${newPhoto ? ' with a new photo' : ''}`,
    moved: (noun: string, name: string, direction: string) =>
      `Moved ${noun} "${name}" ${direction}`,
    archived: (archived: boolean, noun: string, name: string) =>
      `${archived ? 'Archived' : 'Unarchived'} ${noun} "${name}"`,
    deleted: (noun: string, name: string) => `Deleted ${noun} "${name}"`,
  },
} as const;
