import { layoutBars } from '@/components/ui/bar-layout';

export interface BarChartData {
  title: string;
  description: string;
  labelHeader: string;
  valueHeader: string;
  points: readonly { label: string; value: number }[];
}

// The drawing's own units: text keeps its size relative to the bars at every width, and the
// fixed viewBox gives the SVG its height before anything loads (no layout shift).
const WIDTH = 420;
const HEIGHT = 240;
const BASELINE = HEIGHT - 28;
const TOP = 26;

/**
 * A bar chart drawn on the server as SVG (no script), with each bar's figure above it and its
 * label below. Its title and description name it for assistive technology, and the figures are
 * also a table: read by screen readers, hidden on screen and shown on paper. (Wrapped: a table
 * never shrinks to the 1px of sr-only itself.)
 */
export function BarChart({
  id,
  data,
  caption,
  className = '',
}: {
  id: string;
  data: BarChartData;
  /** A visible caption above the chart (where no heading names it already). */
  caption?: string;
  className?: string;
}) {
  const bars = layoutBars(
    data.points.map((p) => p.value),
    { width: WIDTH, baseline: BASELINE, top: TOP, gap: 14, minHeight: 2 },
  );
  return (
    <figure className={className}>
      {caption && <figcaption className="mb-2 font-semibold text-brand-900">{caption}</figcaption>}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        className="h-auto w-full"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <title id={`${id}-title`}>{data.title}</title>
        <desc id={`${id}-desc`}>{data.description}</desc>
        {data.points.map((p, i) => {
          const bar = bars[i]!;
          return (
            <g key={p.label}>
              <rect
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                rx={3}
                fill="#0b5cad"
              />
              <text
                x={bar.centre}
                y={bar.y - 7}
                textAnchor="middle"
                fontSize={16}
                fontWeight={700}
                fill="#14202e"
              >
                {p.value}
              </text>
              <text
                x={bar.centre}
                y={BASELINE + 20}
                textAnchor="middle"
                fontSize={13}
                fill="#4a5565"
              >
                {p.label}
              </text>
            </g>
          );
        })}
        <line x1={0} x2={WIDTH} y1={BASELINE} y2={BASELINE} stroke="#4a5565" strokeWidth={1} />
      </svg>
      <div className="sr-only print:not-sr-only print:mt-4">
        <table className="w-full text-left">
          <caption className="text-left font-semibold">{data.title}</caption>
          <thead>
            <tr>
              <th scope="col">{data.labelHeader}</th>
              <th scope="col">{data.valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {data.points.map((p) => (
              <tr key={p.label}>
                <th scope="row" className="font-normal">
                  {p.label}
                </th>
                <td>{p.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
