import { z } from 'zod';
import { BOOK_KIND_NAMES } from './book-fields.ts';
import { idField } from './fields.ts';
import { importPreview, type SheetLanguage, ZSheetLanguage, ZTemplateQuery } from './spreadsheets.ts';

/**
 * The header of each column of the book's sheets in English and Spanish: the row's code, its
 * portfolio (by name) and every field of the four kinds. The server writes and reads sheets with
 * them; the app's grids and messages name their columns with them too (`bookColumnHeader`), so a
 * column reads the same on the screen and in a file.
 */
export const BOOK_COLUMN_HEADERS: Readonly<Record<string, readonly [en: string, es: string]>> = {
  pk: ['Code', 'Código'],
  portfolio: ['Portfolio', 'Portafolio'],
  fk_idcurrency: ['Pair', 'Par'],
  fk_idcommodity: ['Commodity id', 'Id de materia prima'],
  fk_idexposureoption: ['Exposure type', 'Tipo de exposición'],
  fk_idcommodityexposureoption: ['Exposure type', 'Tipo de exposición'],
  notional: ['Notional', 'Nocional'],
  fk_idcountry_currency: ['Notional currency', 'Moneda del nocional'],
  planned_expiration_date: ['Expected cash flow date', 'Fecha prevista del flujo'],
  realized_expiration_date: ['Realized cash flow date', 'Fecha real del flujo'],
  rate_at_realized_expiration_date: ['Rate at realized date', 'Tasa en la fecha real'],
  settlement_pnl: ['Settlement PnL', 'PyG de liquidación'],
  issue_date: ['Issue date', 'Fecha de emisión'],
  rate_at_issue_date: ['Rate at issue date', 'Tasa en la fecha de emisión'],
  expiration_date: ['Invoice due date', 'Vencimiento de la factura'],
  hedge_asset: ['Hedge asset', 'Activo de cobertura'],
  end_product: ['End product', 'Producto final'],
  custom_name: ['Custom name', 'Nombre propio'],
  custom_id: ['Custom id', 'Id propio'],
  provider: ['Provider', 'Proveedor'],
  client: ['Client', 'Cliente'],
  plant: ['Plant', 'Planta'],
  comments: ['Comments', 'Comentarios'],
  hedged_date: ['Hedged date', 'Fecha cubierta'],
  sale_date: ['Exposure end date', 'Fin de la exposición'],
  shipping_date: ['Shipping date', 'Fecha de embarque'],
  buy_sell: ['Long|Short', 'Compra|Venta'],
  derivative: ['Derivative', 'Derivado'],
  fk_idoptiontype: ['Option type', 'Tipo de opción'],
  trade_date: ['Trade date', 'Fecha de negociación'],
  fixing_date: ['Fixing date', 'Fecha de fijación'],
  value_date: ['Value date', 'Fecha valor'],
  strike: ['Strike', 'Precio de ejercicio'],
  premium: ['Premium', 'Prima'],
  fk_idcountry_premium_currency: ['Premium currency', 'Moneda de la prima'],
  premium_value_date: ['Premium value date', 'Fecha valor de la prima'],
  barrier: ['Barrier', 'Barrera'],
  barrier_2: ['Second barrier', 'Segunda barrera'],
  barrier_monitoring: ['Barrier monitoring', 'Monitoreo de la barrera'],
  asian_fixing_start_date: ['Asian fixing start', 'Inicio de fijación asiática'],
  strategy_code: ['Strategy code', 'Código de estrategia'],
  spot_reference: ['Spot reference', 'Spot de referencia'],
  custom_strategy_name: ['Custom strategy name', 'Nombre de estrategia propia'],
  counterpartys_id: ['Counterparty id', 'Id de contraparte'],
  counterparty: ['Counterparty', 'Contraparte'],
  trade_id: ['Trade id', 'Id de la operación'],
  hedge_request: ['Hedge request', 'Solicitud de cobertura'],
  new_event: ['Barrier touched', 'Barrera tocada'],
  undelying_position: ['Underlying position', 'Posición subyacente'],
  settlement_type: ['Settlement type', 'Tipo de liquidación'],
  fk_idcurrencystrategy_derivative: ['Strategy', 'Estrategia'],
  settlement_rate: ['Settlement rate', 'Tasa de liquidación'],
  quotation: ['Quotation', 'Cotización'],
  fk_idpricingmethod: ['Pricing method', 'Método de precio'],
  date: ['Date', 'Fecha'],
  quantity: ['Quantity', 'Cantidad'],
  commodity_unit: ['Unit', 'Unidad'],
  commodity_currency: ['Currency', 'Moneda'],
  contract_month_year: ['Contract month', 'Mes del contrato'],
  continuation_month: ['Continuation month', 'Mes de continuación'],
  port: ['Port', 'Puerto'],
  fk_idincoterms: ['Incoterm', 'Incoterm'],
  base: ['Basis', 'Base'],
  freight: ['Freight', 'Flete'],
  insurance: ['Insurance', 'Seguro'],
  tariffs: ['Tariffs %', 'Aranceles %'],
  bonus: ['Bonus', 'Bonificación'],
  percent_bonus: ['Bonus %', 'Bonificación %'],
  settlement_price: ['Settlement price', 'Precio de liquidación'],
  fk_id_end_product: ['End product id', 'Id de producto final'],
  fk_idcommodity_strategy: ['Strategy', 'Estrategia'],
};

/**
 * Where the grid shows a name for the id a file holds (the portfolio, the commodity, the end
 * product), the header of the name's column.
 */
const NAMED_ID_HEADERS: Readonly<Record<string, readonly [en: string, es: string]>> = {
  fk_idportafolio: ['Portfolio', 'Portafolio'],
  fk_idportfolio: ['Portfolio', 'Portafolio'],
  fk_idcommodity: ['Commodity', 'Materia prima'],
  fk_id_end_product: ['End product', 'Producto final'],
};

/** A book field's header in the grid, in a language: the file's, or the name's for a named id. */
export function bookColumnHeader(field: string, language: SheetLanguage): string {
  const [en, es] = NAMED_ID_HEADERS[field] ?? BOOK_COLUMN_HEADERS[field] ?? [field, field];
  return language === 'es' ? es : en;
}

/** Which grid a file holds: the spec's `datamodel_name` of an upload, `table` of an export. */
export const ZBookTable = z
  .enum(BOOK_KIND_NAMES as [string, ...string[]])
  .describe('currency_exposure, currency_hedge, commodity_exposure or commodity_hedge.');
/** `GET /api/book_template`: the empty sheet of a grid. */
export const ZBookTemplateQuery = ZTemplateQuery.extend({ table: ZBookTable });

/** `POST /api/upload_datamodel/` (multipart): the spec's text fields beside `file_data`. */
export const ZUploadDatamodelFields = z.object({
  company_id: idField.describe('One of your companies.'),
  datamodel_name: ZBookTable,
  operation: z.enum(['preview', 'upload']).default('upload'),
  file_name: z.string().max(255).optional(),
  additional_info: z.string().max(2000).optional().describe('Kept by the spec; not used.'),
  user_id: idField.optional().describe('Your own user id (the spec sends it; the token decides).'),
  lang: ZSheetLanguage,
});

/** A sheet row's cells as read: dates `YYYY-MM-DD`, the portfolio by name, the code of a replaced row. */
const ZSheetValues = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));

/** Created and replaced rows an import answers, in sheet order; the rest are counted. */
export const IMPORT_ANSWER_ROWS = 200;

export const ZUploadDatamodelAnswer = z.object({
  messages: z.array(z.string()).describe("'successful' once saved; the preview's counts otherwise."),
  operation: z.enum(['preview', 'upload']),
  counts: z
    .object({ create: z.number().int(), replace: z.number().int(), rejected: z.number().int() })
    .describe('How many rows the import creates, replaces and rejects.'),
  preview: importPreview(ZSheetValues).describe(
    `Every rejected row with its reasons; the first ${IMPORT_ANSWER_ROWS} created and the first ${IMPORT_ANSWER_ROWS} replaced rows.`,
  ),
  report_id: z
    .string()
    .nullable()
    .describe(
      'The rejected-rows workbook, for download_currency_exposures_file/; null when none is rejected.',
    ),
});
export type TUploadDatamodelAnswer = z.infer<typeof ZUploadDatamodelAnswer>;

/** `POST /api/create_currency_exposures_file`: prepares the export of a grid. */
export const ZCreateBookFileRequest = z.object({
  format: z.literal('xlsx').default('xlsx'),
  table: ZBookTable,
  origin: z.string().max(40).optional().describe('The screen asking (the spec sends it); not used.'),
  filename: z.string().max(255).optional().describe('Ignored: the file is named <company>_<yyyy-mm-dd>.'),
  company_id: idField,
  portfolio_id: idField.optional().describe('One portfolio of the company; all when absent.'),
  lang: ZSheetLanguage,
});
export const ZCreateBookFileAnswer = z.object({ id: z.string(), filename: z.string() });
export type TCreateBookFileAnswer = z.infer<typeof ZCreateBookFileAnswer>;

/** `GET /api/download_currency_exposures_file/`: a prepared export or rejected-rows report. */
export const ZDownloadBookFileQuery = z.object({ id: z.string().max(40) });
