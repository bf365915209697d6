/** The staff report of response times and ratings (/staff/service-requests/report; English). */
export const SERVICE_REPORT_TEXT = {
  title: 'Response times and ratings',
  lead: 'For each month’s requests, by service centre: how often the promise made to the customer was kept (the centre chosen, and a visit fixed, by the times promised), and how customers rated the service. A promise counts once it fell due, or once it was kept early.',
  month: (month: string) =>
    new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-IN', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  caption: (month: string) => `Service requests raised in ${month}, by service centre`,
  columns: {
    centre: 'Service centre',
    requests: 'Requests',
    assigned: 'Centre chosen in time',
    called: 'Visit fixed in time',
    ratings: 'Ratings',
    average: 'Average rating',
  },
  noCentre: 'No centre chosen yet',
  total: 'All centres',
  empty: 'No service requests in these months.',
  noRatings: '—',
  average: (value: number) => `${value.toFixed(1)} of 5`,
  /** On a request's staff page. */
  feedbackHeading: 'Customer’s rating',
  feedbackNone: 'Not rated yet.',
  feedbackGiven: (rating: number, at: string) => `${rating} of 5, on ${at}`,
} as const;
