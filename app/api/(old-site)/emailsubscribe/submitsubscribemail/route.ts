import { SUBSCRIBE_MESSAGES } from '@/content/newsletter';
import { subscribeRoute } from '@/lib/newsletter/subscribe-route';

// The old site's path (spec §7): the footer's newsletter sign-up.
export const POST = subscribeRoute('newsletter', SUBSCRIBE_MESSAGES.subscribed);
