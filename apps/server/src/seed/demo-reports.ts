import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { REPORT_IMAGE_PREFIX } from '@cobertura/contracts';
import { addDays, adjustDate, type IsoDate, latestHolidayBefore } from '@cobertura/finance/time';
import type { Db } from '../db/client.ts';
import { reportImages, reports, reportTagLinks, reportTags } from '../db/schema.ts';
import { plainTextOf } from '../modules/reports/plain-text.ts';
import { imageTypeOf } from '../modules/reports/report-images.ts';
import { reportSearchCalendar } from '../modules/reports/search-day.ts';
import { sourceAsset } from '../server-files.ts';

/**
 * The report tag tree: asset tags carry the names the portfolios use (USDCOP, BRENT, CPO MAL USD),
 * so that research finds the users who hold them.
 */
export const REPORT_TAG_TREE: Record<string, string[]> = {
  Currencies: ['LatAm', 'G10'],
  LatAm: ['USDCOP', 'USDMXN', 'USDBRL', 'USDCLP'],
  G10: ['EURUSD', 'USDJPY'],
  Commodities: ['Energy', 'Agriculture'],
  Energy: ['BRENT', 'WTI'],
  Agriculture: ['CPO MAL USD', 'CPO MAL MYR', 'PKO'],
  Macro: ['Rates', 'Inflation'],
};

/** Spanish names of the tree's words; asset codes and LatAm, G10, Macro read the same in both. */
const SPANISH_TAG_NAMES: Record<string, string> = {
  Currencies: 'Divisas',
  Commodities: 'Materias primas',
  Energy: 'Energía',
  Agriculture: 'Agricultura',
  Rates: 'Tasas de interés',
  Inflation: 'Inflación',
};

/** Writes the tag tree (reference data: staff tag reports on every deployment). */
export async function seedReportTags(db: Db): Promise<void> {
  const ids = new Map<string, number>();
  const add = async (name: string, parentId: number | null) => {
    const [row] = await db
      .insert(reportTags)
      .values({ name, nameEs: SPANISH_TAG_NAMES[name] ?? null, parentId })
      .returning({ id: reportTags.id });
    if (!row) throw new Error('tag insert returned nothing');
    ids.set(name, row.id);
    for (const child of REPORT_TAG_TREE[name] ?? []) await add(child, row.id);
  };
  for (const root of ['Currencies', 'Commodities', 'Macro']) await add(root, null);
}

interface DemoReport {
  title: string;
  summary: string;
  body: string;
  state: 'DRAFT' | 'PRIVATE' | 'PUBLIC' | 'INACTIVE';
  /**
   * Days before the seed day, or the business day after the latest holiday of the search's
   * countries: a reader finds it by searching that holiday (spec 01 §5), whatever the seed day.
   */
  daysAgo: number | 'after-holiday';
  /** Leaf tags; their parents are added. */
  tags: string[];
  /** Its cover, a file of report-images/ (drawings made for the demo), stored as an upload. */
  image: DemoImage;
}

const DEMO_IMAGES = ['usdcop', 'usdmxn', 'brent', 'rates', 'palm-oil', 'fed-latam', 'eur-imports'] as const;
type DemoImage = (typeof DEMO_IMAGES)[number];

/** The demo report dated on the business day after the latest holiday: the one a date search finds. */
export const HOLIDAY_REPORT_TITLE = 'USDCOP: oil, carry and a wide band — layering the first-half hedges';

const DEMO_REPORTS: DemoReport[] = [
  {
    title: HOLIDAY_REPORT_TITLE,
    summary:
      'The peso trades on Brent, the carry and fiscal news. With implied volatility near 12%, importers paying dollars in the next six months are better served by layered forwards than by waiting for a dip.',
    state: 'PUBLIC',
    daysAgo: 'after-holiday',
    tags: ['USDCOP', 'BRENT'],
    image: 'usdcop',
    body: `<h2>What moves the peso</h2>
<p>Three drivers explain most of USDCOP's daily moves: the price of Brent (oil is about a third of Colombia's exports), the interest-rate gap with the United States that pays anyone holding pesos, and news on the fiscal deficit. When all three turn together, 2% days are common.</p>
<h2>What it means for an importer</h2>
<ul><li>The forward points are large: with Colombian rates well above US rates, a six-month forward sits several percent above spot. That is the cost of certainty, not a forecast.</li>
<li>Waiting for a better spot level is a bet on the peso; a budget built at today's forward is met whatever happens.</li>
<li>Layering — covering a third now, a third in a month, a third in two — averages the entry level without leaving the budget open.</li></ul>
<h2>Suggested coverage</h2>
<table><tbody><tr><th>Horizon</th><th>Cover</th><th>Instrument</th></tr>
<tr><td>0–3 months</td><td>70–80%</td><td>Forwards</td></tr>
<tr><td>3–6 months</td><td>50%</td><td>Forwards, or a collar if the budget allows</td></tr>
<tr><td>6–12 months</td><td>25–30%</td><td>Collars</td></tr></tbody></table>
<p>This is analysis, not advice for a particular company: each program should follow its own policy and budget rate.</p>`,
  },
  {
    title: 'USDMXN: el carry sigue, pero la volatilidad está barata',
    summary:
      'El peso mexicano se sostiene por el diferencial de tasas más amplio de la región. Con la volatilidad implícita en mínimos, las opciones son una forma barata de proteger el presupuesto de importación.',
    state: 'PUBLIC',
    daysAgo: 4,
    tags: ['USDMXN', 'Rates'],
    image: 'usdmxn',
    body: `<h2>El diferencial sostiene al peso</h2>
<p>Con la tasa de Banxico varios puntos por encima de la de la Reserva Federal, mantener pesos paga. Ese carry atrae flujos y mantiene al USDMXN en rangos estrechos, pero se deshace rápido cuando sube la aversión al riesgo.</p>
<h2>Qué hacer si se pagan dólares</h2>
<ul><li>El forward a seis meses cuesta el diferencial de tasas: es caro frente al spot, pero fija el costo.</li>
<li>Una call de USD comprada con volatilidad baja protege contra un salto del dólar y deja aprovechar un peso fuerte.</li>
<li>Un collar de costo cero cambia parte de esa ganancia por no pagar prima.</li></ul>
<p>Recomendamos revisar la cobertura del segundo semestre antes de las próximas decisiones de política monetaria. Este análisis no es una recomendación para una empresa en particular.</p>`,
  },
  {
    title: 'Brent: spare capacity caps rallies — buyers should layer, not chase',
    summary:
      'OPEC+ holds several million barrels a day of spare capacity. Rallies above the recent range have faded quickly; fuel buyers can add swaps on dips and keep calls for the tail.',
    state: 'PUBLIC',
    daysAgo: 8,
    tags: ['BRENT', 'WTI'],
    image: 'brent',
    body: `<h2>Supply is not the constraint</h2>
<p>With OPEC+ holding back production, the market knows that barrels can come back quickly. That spare capacity has capped every rally of the past year, while slower demand growth in China keeps the floor soft.</p>
<h2>For jet fuel and diesel buyers</h2>
<ol><li>Keep a base of fixed-price swaps for the next two quarters, added on dips rather than after a spike.</li>
<li>Cover the tail with out-of-the-money calls: a supply shock is rare but expensive.</li>
<li>Watch the time spreads: a steep backwardation makes later months cheaper to fix.</li></ol>
<p>Analysis for discussion; prices and curves change daily.</p>`,
  },
  {
    title: 'Tasas en Colombia: qué esperar del Banco de la República',
    summary:
      'La inflación baja más lento de lo esperado y el Emisor recorta con cautela. Para las empresas endeudadas en IBR, fijar parte de la tasa con un swap sigue teniendo sentido.',
    state: 'PRIVATE',
    daysAgo: 3,
    tags: ['Rates', 'Inflation', 'USDCOP'],
    image: 'rates',
    body: `<h2>Recortes graduales</h2>
<p>La inflación núcleo cede despacio y las expectativas siguen por encima de la meta del 3%. El Banco de la República recorta en pasos pequeños y deja claro que no tiene prisa.</p>
<h2>Implicaciones</h2>
<ul><li>La deuda indexada al IBR seguirá cara por más tiempo del que descuenta el mercado.</li>
<li>Un swap IBR a tasa fija por la mitad del saldo reduce la incertidumbre del presupuesto.</li>
<li>Menos diferencial de tasas abarata los forwards de compra de dólares.</li></ul>
<p>Informe reservado para los clientes de la empresa autora.</p>`,
  },
  {
    title: 'Palm oil: weather, biodiesel mandates and the ringgit',
    summary:
      'Crude palm oil is caught between a drier season in Malaysia and higher biodiesel blending in Indonesia. Producers selling in dollars should hedge the ringgit leg together with the price.',
    state: 'PRIVATE',
    daysAgo: 6,
    tags: ['CPO MAL USD', 'CPO MAL MYR', 'PKO'],
    image: 'palm-oil',
    body: `<h2>Supply and demand</h2>
<p>Output in Malaysia depends on rain six to twelve months earlier; a dry spell now shows up in next year's yields. Indonesia's biodiesel mandate takes more oil out of the export market each time the blend rises.</p>
<h2>Two risks, one sale</h2>
<p>A producer who sells in dollars and pays costs in ringgit carries both the price and the currency. Hedging the futures in ringgit (CPO MAL MYR) covers both; hedging in dollars (CPO MAL USD) leaves the ringgit open.</p>
<p>For clients of the author's company only.</p>`,
  },
  {
    title: 'The Fed, the dollar and Latin American currencies (draft)',
    summary: 'Draft: how the pace of Fed cuts feeds into the peso, the real and the Chilean peso.',
    state: 'DRAFT',
    daysAgo: 0,
    tags: ['Rates', 'USDCOP', 'USDBRL', 'USDCLP'],
    image: 'fed-latam',
    body: `<h2>Outline</h2><ul><li>Market pricing of cuts versus the dots</li><li>Carry across LatAm</li><li>Scenarios for importers</li></ul>`,
  },
  {
    title: 'Cobertura de importaciones en euros: borrador',
    summary: 'Borrador: cuándo conviene cubrir pagos en euros desde Colombia y México.',
    state: 'DRAFT',
    daysAgo: 0,
    tags: ['EURUSD', 'USDCOP', 'USDMXN'],
    image: 'eur-imports',
    body: `<p>Borrador en preparación: cruce EURCOP a partir de EURUSD y USDCOP, costos de forward y calendario de pagos.</p>`,
  },
  {
    title: 'USDCOP outlook for the year (superseded)',
    summary: 'Our outlook from earlier in the year, replaced by the latest USDCOP report.',
    state: 'INACTIVE',
    daysAgo: 40,
    tags: ['USDCOP'],
    image: 'usdcop',
    body: `<p>This outlook has been replaced. See the latest USDCOP report for current levels and coverage.</p>`,
  },
];

/**
 * Eight demo reports by `admin`, in English and Spanish and in every state, dated before the seed
 * day, filed under admin's first company (so the PRIVATE ones are read by Demo Company A). Their
 * covers ship with the seed and are stored as admin's uploads, the only images a report may show.
 */
export async function seedDemoReports(
  db: Db,
  options: { now: Date; today: IsoDate; authorId: number; companyId: number },
): Promise<void> {
  const tags = await db.select().from(reportTags);
  const byName = new Map(tags.map((t) => [t.name, t]));
  const images = await storeDemoImages(db, options);
  for (const report of DEMO_REPORTS) {
    const [row] = await db
      .insert(reports)
      .values({
        title: report.title,
        img: images[report.image],
        summary: report.summary,
        body: report.body,
        state: report.state,
        authorId: options.authorId,
        companyId: options.companyId,
        publicationDate: publicationDate(report.daysAgo, options.today),
        searchText: [report.title, report.summary, plainTextOf(report.body)].join(' ').toLowerCase(),
        createdAt: options.now,
        updatedAt: options.now,
      })
      .returning({ id: reports.id });
    if (!row) throw new Error('report insert returned nothing');
    const tagIds = new Set<number>();
    for (const name of report.tags) {
      for (let tag = byName.get(name); tag && !tagIds.has(tag.id); ) {
        tagIds.add(tag.id);
        tag = tags.find((t) => t.id === tag?.parentId);
      }
    }
    await db.insert(reportTagLinks).values([...tagIds].map((tagId) => ({ reportId: row.id, tagId })));
  }
}

/** Stores each demo cover once, as an upload by the demo author; answers each one's address. */
async function storeDemoImages(
  db: Db,
  options: { now: Date; authorId: number },
): Promise<Record<DemoImage, string>> {
  const addresses = {} as Record<DemoImage, string>;
  for (const name of DEMO_IMAGES) {
    const bytes = readFileSync(sourceAsset(`seed/report-images/${name}.webp`));
    const mediaType = imageTypeOf(bytes);
    if (!mediaType) throw new Error(`demo report image ${name} is not an image an upload may be`);
    const id = randomUUID();
    await db
      .insert(reportImages)
      .values({ id, mediaType, bytes, uploadedBy: options.authorId, createdAt: options.now });
    addresses[name] = `${REPORT_IMAGE_PREFIX}${id}`;
  }
  return addresses;
}

/** A demo report's date: `daysAgo` before the seed day, or the business day after its latest holiday. */
function publicationDate(daysAgo: DemoReport['daysAgo'], today: IsoDate): IsoDate {
  if (daysAgo !== 'after-holiday') return addDays(today, -daysAgo);
  const calendar = reportSearchCalendar();
  const holiday = latestHolidayBefore(calendar, today);
  return holiday === undefined ? today : adjustDate(calendar, holiday, 'FOLLOWING');
}
