/** Words of the staff dashboard (/staff): its counts, charts and page-view tables. */
export const STAFF_DASHBOARD_TEXT = {
  title: 'Dashboard',
  /** What each daily chart counts (lib/staff/stats.ts). */
  counted: {
    contactEnquiries: 'Contact enquiries',
    dealerEnquiries: 'Dealer enquiries',
    subscribers: 'Subscribers',
    payments: 'Payment orders',
    pageViews: 'Page views',
  },
  chart: {
    inAll: 'in all',
    inDays: (count: number, days: number) => `, ${count} in ${days} days`,
    label: (what: string, days: number) => `${what} per day, last ${days} days`,
    figures: 'Figures per day',
    day: 'Day',
  },
  traffic: {
    heading: (total: number, days: number) => `Page views: ${total} in the last ${days} days`,
    period: 'Period',
    periodOption: (days: number) => `Last ${days} days`,
    show: 'Show',
    views: 'Views',
    empty: 'No page views in this period.',
    pages: { caption: 'Top pages', unit: 'Page' },
    browsers: { caption: 'Browsers', unit: 'Browser' },
    systems: { caption: 'Operating systems', unit: 'System' },
  },
} as const;
