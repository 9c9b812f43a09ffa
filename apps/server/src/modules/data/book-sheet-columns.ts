import { BOOK_KINDS, type BookKind, type FieldSpec, type SheetLanguage } from '@cobertura/contracts';
import type { SheetColumn } from '../../spreadsheets/columns.ts';

/** The column of a row's key (DCA123): a row whose code is the company's replaces that row. */
export const CODE_COLUMN = 'pk';
/** Portfolios are named in a sheet, not numbered: an unknown name creates the portfolio. */
export const PORTFOLIO_COLUMN = 'portfolio';
/** How a yes/no field is written in a sheet. */
export const BOOL_VALUES = ['TRUE', 'FALSE'] as const;

const HEADERS: Record<string, [en: string, es: string]> = {
  fk_idcurrency: ['Pair', 'Par'],
  fk_idcommodity: ['Commodity id', 'Id de materia prima'],
  fk_idexposureoption: ['Exposure type', 'Tipo de exposición'],
  fk_idcommodityexposureoption: ['Exposure type', 'Tipo de exposición'],
  notional: ['Notional', 'Nocional'],
  fk_idcountry_currency: ['Notional currency', 'Moneda del nocional'],
  planned_expiration_date: ['Planned date', 'Fecha planeada'],
  realized_expiration_date: ['Realized date', 'Fecha realizada'],
  rate_at_realized_expiration_date: ['Rate at realized date', 'Tasa en la fecha realizada'],
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
  sale_date: ['Sale date', 'Fecha de venta'],
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
  asian_fixing_start_date: ['Asian fixing start', 'Inicio de fijación asiática'],
  strategy_code: ['Strategy code', 'Código de estrategia'],
  spot_reference: ['Spot reference', 'Spot de referencia'],
  custom_strategy_name: ['Custom strategy name', 'Nombre de estrategia propia'],
  counterpartys_id: ['Counterparty id', 'Id de contraparte'],
  counterparty: ['Counterparty', 'Contraparte'],
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

function columnOf(key: string, spec: FieldSpec): SheetColumn {
  const [en, es] = HEADERS[key] ?? [key, key];
  const base = { key, headers: { en, es }, required: spec.required === true };
  switch (spec.type) {
    case 'id':
    case 'int':
      return { ...base, type: 'integer' };
    case 'amount':
      return { ...base, type: 'number' };
    case 'date':
      return { ...base, type: 'date' };
    case 'bool':
      return { ...base, type: 'enum', values: BOOL_VALUES };
    case 'text':
      return { ...base, type: 'text', maxLength: spec.max };
    case 'enum':
      return { ...base, type: 'enum', values: spec.values };
  }
}

/**
 * The columns of a kind's sheet: the row's code (blank for a new row), its portfolio by name, then
 * every field of the contract's table in its order. Template, import, export and report share them.
 */
export function bookSheetColumns(kind: BookKind): SheetColumn[] {
  const { fields, portfolioField } = BOOK_KINDS[kind];
  return [
    { key: CODE_COLUMN, headers: { en: 'Code', es: 'Código' }, type: 'text', maxLength: 40, width: 12 },
    {
      key: PORTFOLIO_COLUMN,
      headers: { en: 'Portfolio', es: 'Portafolio' },
      type: 'text',
      maxLength: 100,
      required: true,
      width: 24,
    },
    ...Object.entries(fields as Record<string, FieldSpec>)
      .filter(([key]) => key !== portfolioField)
      .map(([key, spec]) => columnOf(key, spec)),
  ];
}

/** The tab a kind's rows are written to. */
export const BOOK_SHEET_NAMES: Record<BookKind, Record<SheetLanguage, string>> = {
  currency_exposure: { en: 'Currency exposures', es: 'Exposiciones en divisas' },
  currency_hedge: { en: 'Currency hedges', es: 'Coberturas en divisas' },
  commodity_exposure: { en: 'Commodity exposures', es: 'Exposiciones en materias primas' },
  commodity_hedge: { en: 'Commodity hedges', es: 'Coberturas en materias primas' },
};
