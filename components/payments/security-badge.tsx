import { words } from '@/lib/platform/i18n/words';

export function SecurityBadge() {
  const { PAYMENT_PAGE } = words().payment;
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-green-50 px-4 py-1.5 text-sm font-medium text-green-800">
      <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 1a5 5 0 0 0-5 5v4H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V6a5 5 0 0 0-5-5Zm-3 9V6a3 3 0 1 1 6 0v4H9Z"
        />
      </svg>
      {PAYMENT_PAGE.badge}
    </p>
  );
}
