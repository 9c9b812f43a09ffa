/**
 * Markets benchmark in Chromium: the technical-analysis chart (lightweight-charts) of eleven years of
 * daily BRENT candles (the demo seed's prices) with five indicators — moving averages 20 and 40,
 * Bollinger bands, RSI and MACD — in the web app built from the current sources, served by a started
 * platform, in Debian's Chromium (CHROME_PATH) headless through puppeteer-core.
 * - Draw: the chart's own figure (`data-drawn-ms`): from creating the chart to its first painted
 *   frame with every series set, on each of BENCH_CHART_RUNS page loads (default 5); the median.
 * - Pan: the page drags the chart sideways by a few pixels on each animation frame for 150 frames
 *   (mouse events on the chart's canvas) and counts the frames; frames per second is the figure.
 * Merges its rows into bench/results/markets.json, keeping the rows other benchmarks wrote there.
 */
import { signIn } from '../../apps/server/src/test/platform-process.ts';
import { launchChromium, signedInPage } from '../chromium.ts';
import { median } from '../data/book.ts';
import type { ResultRow } from '../result-row.ts';
import { recordRows } from '../results-file.ts';
import { startWebPlatform } from '../web-platform.ts';

const RUNS = Number(process.env.BENCH_CHART_RUNS ?? 5);
const DRAW_TARGET_MS = 300;
const PAN_TARGET_FPS = 50;
/** Pan: this many frames, the mouse moved this many pixels on each. */
const PAN_FRAMES = 150;
const PAN_STEP_PX = 4;
const INSTRUMENT = 'BRENT';
const SHOWN = {
  '20ma': true,
  '40ma': true,
  Boll: true,
  RSI: true,
  MACD: true,
  STOCH: false,
  Fibo: false,
  FiboR: false,
  FiboE: false,
  FiboTE: false,
  trendLineData: false,
};

const { base, stop } = await startWebPlatform('chart');
const browser = await launchChromium();
const rows: ResultRow[] = [];
try {
  const pair = await signIn(base, 'treasury');
  const saved = await fetch(`${base}/api/save_custom_overview`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.access}` },
    body: JSON.stringify({
      markets_choices: { view: { instrument: INSTRUMENT, window: '11Y', interval: '1D' }, show: SHOWN },
    }),
  });
  if (!saved.ok) throw new Error(`saving the chart's choices: ${saved.status}`);
  const page = await signedInPage(browser, pair);

  const chart = '[data-testid="technical-chart"][data-drawn-ms]';
  const draws: number[] = [];
  let bars = 0;
  for (let i = 0; i < RUNS + 1; i++) {
    await page.goto(`${base}/markets`);
    await page.waitForSelector(chart, { timeout: 60_000 });
    const figures = (await page.evaluate(`(() => {
      const el = document.querySelector('${chart}');
      return { drawn: Number(el.dataset.drawnMs), bars: Number(el.dataset.bars), kind: el.dataset.kind };
    })()`)) as { drawn: number; bars: number; kind: string };
    if (figures.kind !== 'candles') throw new Error(`${INSTRUMENT} drawn as ${figures.kind}`);
    bars = figures.bars;
    // The first load also compiles the page's scripts: not a figure.
    if (i > 0) draws.push(figures.drawn);
  }
  if (bars < 2500) throw new Error(`eleven years of ${INSTRUMENT} gave ${bars} bars`);

  // One drag step per frame, sent by the page itself (as the grid benchmark scrolls), so that the
  // figure is the chart's drawing and not the round trips of a remote-controlled mouse.
  const pan = (await page.evaluate(`(async () => {
    const box = document.querySelector('${chart}').getBoundingClientRect();
    const y = box.top + 150;
    const startX = box.left + box.width * 0.8;
    const target = document.elementFromPoint(startX, y);
    const send = (type, x) =>
      target.dispatchEvent(new MouseEvent(type, { clientX: x, clientY: y, buttons: 1, button: 0, bubbles: true, view: window }));
    const before = target.toDataURL();
    send('mousedown', startX);
    return await new Promise((resolve) => {
      let frames = 0;
      let start;
      const step = (now) => {
        if (start === undefined) start = now;
        else frames += 1;
        send('mousemove', startX - frames * ${PAN_STEP_PX});
        if (frames < ${PAN_FRAMES}) requestAnimationFrame(step);
        else {
          send('mouseup', startX - frames * ${PAN_STEP_PX});
          resolve({ frames, elapsedMs: now - start, moved: target.toDataURL() !== before });
        }
      };
      requestAnimationFrame(step);
    });
  })()`)) as { frames: number; elapsedMs: number; moved: boolean };
  if (!pan.moved) throw new Error('the drag did not pan the chart');
  const elapsedMs = pan.elapsedMs;
  const fps = Math.round((pan.frames / elapsedMs) * 1000 * 10) / 10;

  const label = `Chromium, technical chart of ${INSTRUMENT}, ${bars} daily candles with MA 20, MA 40, Bollinger, RSI and MACD`;
  const drawMs = Math.round(median(draws));
  rows.push(
    {
      name: `${label}: drawn to its first frame (median of ${RUNS} page loads)`,
      value: drawMs,
      unit: 'ms',
      target: `< ${DRAW_TARGET_MS}`,
      pass: drawMs < DRAW_TARGET_MS,
    },
    {
      name: `${label}: panned by a mouse drag (${pan.frames} frames over ${Math.round(elapsedMs)} ms)`,
      value: fps,
      unit: 'frames/s',
      target: `>= ${PAN_TARGET_FPS}`,
      pass: fps >= PAN_TARGET_FPS,
    },
  );
} finally {
  await browser.close();
  await stop();
}

recordRows('markets', rows, (name) => name.startsWith('Chromium, technical chart'));
