import type { ReactNode } from 'react';

/** A page section with its h2 (the landmark's name) and the page's standard spacing. */
export function Section({
  id,
  heading,
  children,
  className = '',
  tone = 'plain',
}: {
  id: string;
  heading: string;
  children: ReactNode;
  className?: string;
  tone?: 'plain' | 'tint';
}) {
  return (
    <section aria-labelledby={id} className={tone === 'tint' ? 'bg-brand-50' : ''}>
      <div className={`container-page py-12 ${className}`}>
        <h2 id={id} className="mb-6 text-2xl font-bold text-brand-900">
          {heading}
        </h2>
        {children}
      </div>
    </section>
  );
}
