import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { t } from '../../../lib/i18n.tsx';

// Charts grow in only for people who have not asked for reduced motion (screenshots and E2E
// emulate it, so they see the final drawing).
const animate = () => !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

type PopularRoutesChartProps = { bars: { route: string; groups: number }[] };

/**
 * 'Popular Routes', series 'Number of Groups'. Lazy-loaded with recharts. The bars lie
 * down, routes on the vertical axis: ten 'DEL-BOM' labels side by side overlapped on a phone
 *, one under the other they always fit.
 */
export default function PopularRoutesChart({ bars }: PopularRoutesChartProps) {
  const summary = bars.map((b) => `${b.route} ${b.groups}`).join(', ');
  return (
    <div
      role="img"
      aria-label={t('Popular Routes, number of groups per route: {summary}', { summary })}
      className="admin-chart"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={bars}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ left: 0, right: 16 }}
        >
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="route" width={72} tick={{ fontSize: 12 }} interval={0} />
          <Tooltip />
          <Legend />
          <Bar
            dataKey="groups"
            name={t('Number of Groups')}
            fill="#3730a3"
            maxBarSize={32}
            isAnimationActive={animate()}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
