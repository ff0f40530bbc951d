// Bar charts with Chart.js, coloured from the page's CSS variables so they read in light and dark.
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js'

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend)

export interface Bars {
  labels: string[]
  values: number[]
  /** A CSS variable per bar, or one for all. */
  colours: string | string[]
  /** More series beside the first, for comparisons; the first is then named by `name`. */
  name?: string
  more?: { name: string; values: number[]; colours: string }[]
}

/** A CSS colour variable as the canvas can use it: resolved (light-dark() and all) to rgb(). */
function cssVar(name: string): string {
  const probe = document.createElement('span')
  probe.style.color = `var(${name})`
  document.body.append(probe)
  const colour = getComputedStyle(probe).color
  probe.remove()
  return colour || '#888'
}

/** Draws bars on a canvas; returns a function that redraws with new data, and one that frees it. */
export function barChart(canvas: HTMLCanvasElement, title: string, bars: Bars): { update(bars: Bars): void; destroy(): void } {
  const colours = (b: Bars) => (Array.isArray(b.colours) ? b.colours.map(cssVar) : cssVar(b.colours))
  const muted = cssVar('--muted')
  const line = cssVar('--line')
  const datasets = (b: Bars) => [
    { label: b.name ?? title, data: b.values, backgroundColor: colours(b), borderRadius: 3 },
    ...(b.more ?? []).map((m) => ({ label: m.name, data: m.values, backgroundColor: cssVar(m.colours), borderRadius: 3 })),
  ]
  const chart = new Chart(canvas, {
    type: 'bar',
    data: { labels: bars.labels, datasets: datasets(bars) },
    options: {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      plugins: { tooltip: { enabled: true }, legend: { display: !!bars.more?.length, labels: { color: muted } } },
      scales: {
        x: { ticks: { color: muted }, grid: { display: false } },
        y: { beginAtZero: true, ticks: { color: muted, precision: 0 }, grid: { color: line } },
      },
    },
  })
  return {
    update(next) {
      chart.data.labels = next.labels
      chart.data.datasets = datasets(next)
      chart.options.plugins!.legend!.display = !!next.more?.length
      chart.update()
    },
    destroy: () => chart.destroy(),
  }
}
