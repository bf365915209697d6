'use client';

import { useState } from 'react';
import { isTruncated, truncate } from '@/components/ui/truncate';

/**
 * Text cut to 250 characters plus an ellipsis, with a Read more / Read less toggle (spec §4). The
 * toggle's words come from the server (`expandText` of the page's language).
 */
export function ReadMore({
  text,
  id,
  labels,
}: {
  text: string;
  id: string;
  labels: { readMore: string; readLess: string };
}) {
  const [expanded, setExpanded] = useState(false);
  if (!isTruncated(text)) return <p>{text}</p>;
  return (
    <div className="space-y-2">
      <p id={id}>{expanded ? text : truncate(text)}</p>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((e) => !e)}
        className="font-semibold text-brand-700 underline hover:text-brand-900"
      >
        {expanded ? labels.readLess : labels.readMore}
      </button>
    </div>
  );
}
