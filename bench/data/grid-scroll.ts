/**
 * The hedges grid's scrolling in Chromium: the grid harness (the app's grid component with 100,000
 * sample rows, built in production mode) is opened in Debian's Chromium (CHROME_PATH, default
 * /usr/bin/chromium) headless through puppeteer-core, and scrolled down for a few seconds by a steady amount every frame,
 * as a user dragging the scroll bar would; the page counts its animation frames
 * (requestAnimationFrame) meanwhile. Frames per second is the figure, held to 50 or more; the
 * slowest frame and the rows travelled are printed beside it. Run by the data benchmark's runner.
 */
import { startGridHarness } from '../../apps/web/harness/startGridHarness.ts';
import { launchChromium } from '../chromium.ts';
import type { ResultRow } from '../result-row.ts';

const ROWS = 100_000;
const SECONDS = Number(process.env.BENCH_GRID_SECONDS ?? 5);
/** Pixels the scroll bar moves each frame: a brisk drag, new rows drawn on every frame. */
const STEP_PX = 240;
const TARGET_FPS = 50;

interface Scroll {
  frames: number;
  elapsedMs: number;
  slowestFrameMs: number;
  firstRowShown: number;
}

export async function measureGridScroll(): Promise<ResultRow[]> {
  const harness = await startGridHarness();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1920, height: 1080 });
    await page.goto(`${harness.url}/grid.html?rows=${ROWS}&height=800`);
    await page.waitForSelector('revogr-viewport-scroll.rgCol revogr-data[type="rgRow"] .rgCell');
    const shown = String(
      await page.evaluate(`document.querySelector('[data-testid="grid-summary"]').textContent`),
    );
    // The script runs in the page; it is passed as text, as this workspace compiles without the DOM's types.
    const scroll = (await page.evaluate(`(async () => {
      const scroller = document.querySelector('revogr-scroll-virtual.vertical');
      if (!scroller) throw new Error('no vertical scroll bar');
      // Half a second of scrolling first, so that the figure is the steady state, not the start.
      const scrollFor = (ms) =>
        new Promise((resolve) => {
          let frames = 0;
          let slowest = 0;
          let start;
          let last;
          const step = (now) => {
            if (start === undefined) start = last = now;
            else frames += 1;
            slowest = Math.max(slowest, now - last);
            last = now;
            scroller.scrollTop += ${STEP_PX};
            if (now - start < ms) requestAnimationFrame(step);
            else resolve({ frames, elapsedMs: last - start, slowest });
          };
          requestAnimationFrame(step);
        });
      await scrollFor(500);
      const { frames, elapsedMs, slowest } = await scrollFor(${SECONDS * 1000});
      const first = document.querySelector('revogr-viewport-scroll.rgCol revogr-data[type="rgRow"] .rgCell');
      return {
        frames,
        elapsedMs,
        slowestFrameMs: slowest,
        firstRowShown: Number(first?.getAttribute('data-rgrow') ?? -1),
      };
    })()`)) as Scroll;
    const fps = (scroll.frames / scroll.elapsedMs) * 1000;
    console.log(
      `grid scroll: ${fps.toFixed(1)} frames/s over ${(scroll.elapsedMs / 1000).toFixed(1)} s, slowest frame ` +
        `${scroll.slowestFrameMs.toFixed(0)} ms, reached row ${scroll.firstRowShown + 1} of ${ROWS} (${shown})`,
    );
    if (scroll.firstRowShown <= 0) throw new Error('the grid did not scroll');
    return [
      {
        name: 'hedges grid, 100,000 rows: scrolling in Chromium',
        value: Number(fps.toFixed(1)),
        unit: 'frames/s',
        target: `>= ${TARGET_FPS}`,
        pass: fps >= TARGET_FPS,
      },
      {
        name: 'hedges grid, 100,000 rows: slowest frame while scrolling',
        value: Number(scroll.slowestFrameMs.toFixed(1)),
        unit: 'ms',
        target: 'info',
        pass: true,
      },
    ];
  } finally {
    await browser.close();
    await harness.close();
  }
}
