/** Navigation of the staff back-office; later features add their inboxes here. */
export const STAFF_NAV = [
  { href: '/staff', label: 'Dashboard' },
  { href: '/staff/enquiries', label: 'Contact enquiries' },
  { href: '/staff/dealers', label: 'Dealer enquiries' },
  { href: '/staff/subscribers', label: 'Subscribers' },
  { href: '/staff/payments', label: 'Payments' },
  { href: '/staff/investors/documents', label: 'Investor documents' },
  { href: '/staff/investors/directors', label: 'Directors' },
  { href: '/staff/investors/committees', label: 'Committees' },
  { href: '/staff/investors/registrar', label: 'Registrar' },
  { href: '/staff/investors/grievance', label: 'Grievance contacts' },
  { href: '/staff/audit', label: 'Audit log' },
] as const;
