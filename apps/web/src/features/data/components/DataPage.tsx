import { Container, Loader, Stack, Tabs } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Notice } from '../../../components/Notice.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { DATA_SUBLINKS } from '../../../shared/navigation/dataSubLinks.ts';
import { referenceQueries } from '../../../shared/reference/referenceQueries.ts';
import { underlyingName } from '../../../shared/selection/underlyingName.ts';
import { ProgramSheet } from '../../programs/index.ts';
import { RelationsSheet } from '../../relations/index.ts';
import { useMyDataSelection } from '../hooks/useMyDataSelection.ts';
import { COMPANY_REFRESH_SHEET, sheetNumberOf, viewOfSheet } from '../utils/sheets.ts';
import { BookFilesMenu } from './BookFilesMenu.tsx';
import { BookSheet } from './BookSheet.tsx';
import { SelectionBar } from './SelectionBar.tsx';

/**
 * My Data (spec 02 §2): the selection cascade (company → portfolio → pair or commodity) and the
 * sheets Program, Exposures, Hedges and Relations, selected by number; entering selects Program.
 */
export function DataPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const sheet = sheetNumberOf(params.get('view'));
  const {
    kind,
    selection,
    companies,
    isPending,
    chooseCompany,
    choosePortfolio,
    chooseUnderlying,
    chooseView,
  } = useMyDataSelection();
  const commodities = useQuery(referenceQueries.commodities()).data?.commodities ?? [];
  const { company, portfolio, underlying } = selection;

  const selectSheet = (next: number) => {
    chooseView(viewOfSheet(next));
    // Spec 02 §2: selecting sheet 2 refreshes the company selection.
    if (next === COMPANY_REFRESH_SHEET)
      void queryClient.invalidateQueries({ queryKey: ['reference', 'companies'] });
  };

  /** Why a sheet cannot show yet (loading, nothing to select), or nothing when the selection is whole. */
  const missing = () => {
    if (companies.isError) return <Notice kind="error">{t('myData.loadFailed')}</Notice>;
    if (isPending) return <Loader />;
    if (!company) return <Notice kind="info">{t('myData.noCompanies')}</Notice>;
    if (!portfolio) return <Notice kind="info">{t('myData.noPortfolios')}</Notice>;
    if (underlying === undefined) return <Notice kind="info">{t(`myData.noAssets.${kind}`)}</Notice>;
    return null;
  };

  const program = () => {
    if (!company || !portfolio || underlying === undefined) return missing();
    const name = underlyingName(underlying, commodities);
    const quotation =
      typeof underlying === 'string'
        ? underlying
        : (commodities.find((c) => c.pk_idcommodity === underlying)?.quotation ?? name);
    return (
      <ProgramSheet
        key={`${portfolio.pk_idportfolio}:${underlying}`}
        company={company.pk_idcompany}
        portfolio={portfolio.pk_idportfolio}
        underlying={underlying}
        assetLabel={name}
        quotation={quotation}
      />
    );
  };

  const book = (side: 'exposure' | 'hedge') => {
    if (!company || !portfolio || underlying === undefined) return missing();
    const bookKind = `${kind}_${side}` as const;
    return (
      <BookSheet
        key={`${bookKind}:${portfolio.pk_idportfolio}:${underlying}`}
        kind={bookKind}
        company={company.pk_idcompany}
        portfolio={portfolio}
        portfolios={selection.portfolios}
        underlying={underlying}
        actions={
          <BookFilesMenu
            kind={bookKind}
            company={company.pk_idcompany}
            portfolio={portfolio.pk_idportfolio}
          />
        }
      />
    );
  };

  const relations = () => {
    if (!portfolio || underlying === undefined) return missing();
    return (
      <RelationsSheet
        key={`${portfolio.pk_idportfolio}:${underlying}`}
        portfolio={portfolio.pk_idportfolio}
        underlying={underlying}
      />
    );
  };

  /** What each sheet shows, in the navigation's order; only the selected one is drawn. */
  const sheets = [program, () => book('exposure'), () => book('hedge'), relations];

  return (
    <Container fluid py="lg" data-testid="data-page">
      <Stack gap="lg">
        <PageHeader title={t('areas.data.title')} subtitle={t('areas.data.description')} />
        <SelectionBar
          kind={kind}
          selection={selection}
          commodities={commodities}
          onCompany={chooseCompany}
          onPortfolio={choosePortfolio}
          onUnderlying={chooseUnderlying}
        />
        <Tabs value={String(sheet)} onChange={(value) => value !== null && selectSheet(Number(value))}>
          <Tabs.List aria-label={t('myData.sheets')}>
            {DATA_SUBLINKS.map((view, number) => (
              <Tabs.Tab key={view} value={String(number)} data-testid={`data-sheet-${view}`}>
                {t(`dataNav.${view}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {sheets.map((show, number) => (
            <Tabs.Panel key={DATA_SUBLINKS[number]} value={String(number)} pt="lg">
              {sheet === number && show()}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
