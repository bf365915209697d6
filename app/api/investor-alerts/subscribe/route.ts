import { INVESTOR_ALERTS_TEXT } from '@/content/newsletter';
import { subscribeRoute } from '@/lib/newsletter/subscribe-route';

// The investor alerts' sign-up (/investor-relations/alerts): the newsletter's rules, another list.
export const POST = subscribeRoute('investor_alerts', INVESTOR_ALERTS_TEXT.subscribed);
