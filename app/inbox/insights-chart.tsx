import type { DayCount } from "../../db/insights-report";

/**
 * Visitors per day as bars, inquiries as marks above them: an SVG drawn on the
 * server (no charting script). Its numbers are the table beside it
 * (app/routes/inbox/insights.tsx); the SVG is an image with a summary.
 */
const WIDTH = 720;
const HEIGHT = 180;
const TOP = 12;

export function DailyChart({ days, summary }: { days: readonly DayCount[]; summary: string }) {
  const most = Math.max(1, ...days.map((day) => day.visitors));
  const step = WIDTH / Math.max(1, days.length);
  const bar = Math.max(1, step * 0.7);
  const y = (value: number) => HEIGHT - (value / most) * (HEIGHT - TOP);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={summary}
      className="h-44 w-full text-brand-300"
      preserveAspectRatio="none"
    >
      <line
        x1="0"
        x2={WIDTH}
        y1={HEIGHT - 0.5}
        y2={HEIGHT - 0.5}
        stroke="currentColor"
        opacity="0.4"
      />
      {days.map((day, index) => (
        <g key={day.day}>
          <rect
            x={index * step + (step - bar) / 2}
            y={y(day.visitors)}
            width={bar}
            height={HEIGHT - y(day.visitors)}
            fill="currentColor"
            opacity="0.85"
          >
            <title>{`${day.day}: ${day.visitors} visitors, ${day.views} views, ${day.inquiries} inquiries`}</title>
          </rect>
          {day.inquiries > 0 ? (
            <circle
              cx={index * step + step / 2}
              cy={TOP / 2}
              r={Math.min(5, step / 2)}
              fill="#fbbf24"
            />
          ) : null}
        </g>
      ))}
    </svg>
  );
}
