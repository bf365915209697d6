import { renderToStaticMarkup } from 'react-dom/server';
import { SERVICE_FEEDBACK_TEXT as F } from '@/content/service-feedback';
import type { TrackedRequest } from '@/lib/service/track-state';
import { RecordsView } from './records-view';

const request = (over: Partial<TrackedRequest>): TrackedRequest => ({
  ticket: 'SR/2026-27/000042',
  product: 'CCTV: Dome camera 2 MP',
  problem: 'Not working at all',
  status: 'Resolved',
  createdAt: '2026-11-20T10:00:00.000Z',
  centre: null,
  unassigned: null,
  next: 'Nothing more to do.',
  helpline: { display: '+91 98765 43211', href: 'tel:+919876543211' },
  timeline: [],
  smsUpdates: false,
  visit: null,
  feedbackHref: null,
  rating: null,
  ...over,
});

const render = (requests: TrackedRequest[]) =>
  renderToStaticMarkup(<RecordsView records={{ products: [], requests, receipts: [] }} />);

/** The customer's page offers what the tracking page does for a resolved request. */
describe("the customer's requests", () => {
  it('link a resolved request to its rating page until it is rated, then show the rating', () => {
    const href = '/service-request/feedback?r=0190&s=abc';
    const open = render([request({ feedbackHref: href })]);
    expect(open).toContain(`href="${href.replace('&', '&amp;')}"`);
    expect(open).toContain(F.trackLink);
    const rated = render([request({ rating: 4 })]);
    expect(rated).not.toContain(F.trackLink);
    expect(rated).toContain(F.rated(F.ratings[4]));
  });

  it('show the visit when one is asked for or fixed', () => {
    expect(render([request({ visit: 'Tuesday, 1 December, morning' })])).toContain(
      'Tuesday, 1 December, morning',
    );
  });
});
