/**
 * What a screen reader hears after "View" on a filing's link: the filing's line, then how it
 * opens. On a page in another language the line, as staff typed it, is marked `lang` (WCAG
 * 3.1.2); on an English page it stays one text node, so the visible line is the only element
 * whose whole text is that line.
 */
export function FilingForReaders({
  line,
  opens,
  lang,
}: {
  line: string;
  opens: string;
  lang: string | undefined;
}) {
  return (
    <span className="sr-only">
      {lang ? (
        <>
          {' '}
          <span lang={lang}>{line}</span>
          {opens}
        </>
      ) : (
        ` ${line}${opens}`
      )}
    </span>
  );
}
