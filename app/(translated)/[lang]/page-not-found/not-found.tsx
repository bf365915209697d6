import { NotFoundBody } from '@/components/layout/not-found-body';

/**
 * An address the translated site does not have, inside its frame and in its language (the
 * layout has set it). Only this segment carries it: a not-found.tsx beside the layout would ride
 * in every translated page's payload (app/global-not-found.tsx says why).
 */
export default function TranslatedNotFound() {
  return <NotFoundBody />;
}
