'use client';

import { useState } from 'react';
import { expandText } from '@/content/ui';
import { isTruncated, truncate } from '@/components/ui/truncate';

/** Text cut to 250 characters plus an ellipsis, with a Read more / Read less toggle (spec §4). */
export function ReadMore({ text, id }: { text: string; id: string }) {
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
        {expanded ? expandText.readLess : expandText.readMore}
      </button>
    </div>
  );
}
