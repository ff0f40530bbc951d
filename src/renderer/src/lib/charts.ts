// Bar charts with Chart.js, coloured from the page's CSS variables so they read in light and dark.
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js'

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip)

export interface Bars {
  labels: string[]
  values: number[]
  /** A CSS variable per bar, or one for all. */
  colours: string | string[]
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
  const chart = new Chart(canvas, {
    type: 'bar',
    data: { labels: bars.labels, datasets: [{ label: title, data: bars.values, backgroundColor: colours(bars), borderRadius: 3 }] },
    options: {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      plugins: { tooltip: { enabled: true } },
      scales: {
        x: { ticks: { color: muted }, grid: { display: false } },
        y: { beginAtZero: true, ticks: { color: muted, precision: 0 }, grid: { color: line } },
      },
    },
  })
  return {
    update(next) {
      chart.data.labels = next.labels
      chart.data.datasets[0].data = next.values
      chart.data.datasets[0].backgroundColor = colours(next)
      chart.update()
    },
    destroy: () => chart.destroy(),
  }
}
