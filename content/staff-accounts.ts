/** The shortest password a member may choose (lib/platform/auth/password.ts enforces it). */
export const MIN_PASSWORD_LENGTH = 12;
/** How long a set-password link (an invitation or a password reset) can be used. */
export const SET_PASSWORD_LINK_HOURS = 24;
/** How long the first-administrator link start-up prints works (lib/staff/first-admin.ts). */
export const FIRST_ADMIN_LINK_HOURS = 24;

/** Words of the staff accounts pages (/staff/accounts, admins only) and of the set-password link. */
export const STAFF_ACCOUNTS_TEXT = {
  title: 'Staff accounts',
  lead: 'Invite members of staff, choose what each may use, and end their access. Only admins see this page.',
  caption: 'Members of staff',
  empty: 'No members of staff yet.',
  columns: {
    member: 'Member',
    roles: 'Roles',
    status: 'Status',
    twoFactor: 'Two-factor',
    lastSignIn: 'Last sign-in',
  },
  status: {
    active: 'Active',
    disabled: 'Disabled',
    invited: 'Invitation sent, no password yet',
  },
  twoFactor: { on: 'Set up', off: 'Not set up' },
  never: 'Never',
  noRoles: 'None',
  invite: {
    title: 'Invite a member of staff',
    lead: `They receive an e-mail with a link to choose a password. The link works once, for ${SET_PASSWORD_LINK_HOURS} hours.`,
    submit: 'Send the invitation',
    sending: 'Sending…',
  },
  fields: {
    name: 'Name',
    email: 'E-mail',
    roles: 'Roles',
    rolesHint:
      'Admin: everything, including staff accounts. Sales: enquiries, dealers, subscribers and mail. After-sales service: warranty registrations, service requests and the dealer locator’s outlets. Accounts: payments and receipts. Investor relations: investor content.',
  },
  errorSummary: 'Please correct the following:',
  member: {
    back: 'Back to staff accounts',
    details: 'Details',
    rolesTitle: 'Roles',
    saveRoles: 'Save roles',
    saving: 'Saving…',
    rolesLead: 'Taking a role away signs the member out on every device.',
    accessTitle: 'Access',
    disable: 'Disable the account',
    disableLead: 'A disabled member cannot sign in and is signed out on every device at once.',
    enable: 'Enable the account',
    enableLead: 'The member can sign in again (send a password reset if they need a new password).',
    resetPassword: 'Reset the password',
    resetPasswordLead: `The current password stops working, the member is signed out everywhere, and a new set-password link (valid ${SET_PASSWORD_LINK_HOURS} hours) is e-mailed to them.`,
    resetSecondFactor: 'Reset two-factor sign-in',
    resetSecondFactorLead:
      'For a member who lost their authenticator: their authenticator and recovery codes are removed, they are signed out everywhere, and they set up a new one at their next sign-in.',
    labels: {
      email: 'E-mail',
      status: 'Status',
      twoFactor: 'Two-factor',
      lastSignIn: 'Last sign-in',
      created: 'Member since',
    },
  },
  notices: {
    invited: 'Invitation sent.',
    roles: 'Roles saved.',
    disabled: 'Account disabled. The member was signed out everywhere.',
    enabled: 'Account enabled.',
    'password-reset': 'Password reset. A new set-password link was e-mailed to the member.',
    'second-factor-reset': 'Two-factor sign-in reset. The member was signed out everywhere.',
  },
  errors: {
    name: 'Enter a name (at most 120 characters).',
    email: 'Enter a valid email address.',
    roles: 'Choose at least one role.',
    emailTaken: 'A member of staff with this e-mail address already exists.',
    missing: 'This member of staff no longer exists.',
    selfDisable: 'You cannot disable your own account.',
    selfDemote: 'You cannot take away your own admin role.',
    alreadyDisabled: 'This account is already disabled.',
    alreadyEnabled: 'This account is already enabled.',
    disabledNoLink: 'This account is disabled: enable it before sending a set-password link.',
  },
  mail: {
    subject: (invite: boolean) =>
      invite
        ? 'You are invited to the staff back-office'
        : 'Set a new password for the staff back-office',
    text: (name: string, invite: boolean, link: string, by: string) =>
      `Hello ${name},\n\n${
        invite
          ? `${by} has invited you to the website's staff back-office.`
          : `${by} has reset your password for the website's staff back-office.`
      }\n\nChoose your password here (the link works once, for ${SET_PASSWORD_LINK_HOURS} hours):\n${link}\n\nIf you did not expect this e-mail, ignore it and tell your administrator.\n`,
  },
} as const;

/** Words of the set-password page (/staff/set-password/<token>), which anyone with a link may open. */
export const SET_PASSWORD_TEXT = {
  title: 'Choose your password',
  lead: (email: string) => `For ${email}. At least ${MIN_PASSWORD_LENGTH} characters.`,
  password: 'New password',
  confirm: 'New password again',
  submit: 'Set the password',
  saving: 'Saving…',
  errorSummary: 'Please correct the following:',
  invalidTitle: 'This link cannot be used',
  invalid: `This set-password link is unknown, has already been used or has expired (links work once, for ${SET_PASSWORD_LINK_HOURS} hours). Ask an admin to send you a new one.`,
  firstAdmin: {
    title: 'Create the first administrator',
    lead: `No staff account exists yet. This account can do everything, including inviting the other staff. Password: at least ${MIN_PASSWORD_LENGTH} characters. At your first sign-in you add an authenticator app (Google Authenticator, Microsoft Authenticator, Authy, 1Password, Aegis, FreeOTP or any other TOTP app).`,
    name: 'Your name',
    email: 'E-mail',
    password: 'Password',
    confirm: 'Password again',
    submit: 'Create the administrator',
    invalid: `This set-up link is unknown, has already been used or has expired (it works once, for ${FIRST_ADMIN_LINK_HOURS} hours, and only while no staff account exists). Restart the site for a new one while no staff exist, or use npm run staff:create.`,
  },
  doneTitle: 'Your password is set',
  done: 'You can now sign in with your e-mail address and the new password.',
  signIn: 'Go to sign-in',
  errors: {
    tooShort: `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
    tooLong: 'The password must be at most 200 characters.',
    mismatch: 'The two passwords are not the same.',
    tooMany: (wait: string) => `Too many attempts from your network. Please try again in ${wait}.`,
  },
} as const;
