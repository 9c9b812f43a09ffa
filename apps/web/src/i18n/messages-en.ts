import gridEn from '../components/grid/i18n/en.json';
import adminEn from '../features/admin/i18n/en.json';
import analyticsEn from '../features/analytics/i18n/en.json';
import authEn from '../features/auth/i18n/en.json';
import dataEn from '../features/data/i18n/en.json';
import deskEn from '../features/desk/i18n/en.json';
import deskAnalyticsEn from '../features/desk-analytics/i18n/en.json';
import hedgeEn from '../features/hedge/i18n/en.json';
import homeEn from '../features/home/i18n/en.json';
import landingEn from '../features/landing/i18n/en.json';
import marketsEn from '../features/markets/i18n/en.json';
import optimizerEn from '../features/optimizer/i18n/en.json';
import overviewEn from '../features/overview/i18n/en.json';
import profileEn from '../features/profile/i18n/en.json';
import programsEn from '../features/programs/i18n/en.json';
import referenceEn from '../features/reference/i18n/en.json';
import relationsEn from '../features/relations/i18n/en.json';
import reportsEn from '../features/reports/i18n/en.json';
import toolsEn from '../features/tools/i18n/en.json';
import sharedEn from './en.json';
import { mergeBundles } from './resources.ts';

/** The app's texts in English: one chunk, fetched only when the app shows English. */
export const messages = mergeBundles([
  sharedEn,
  gridEn,
  adminEn,
  analyticsEn,
  authEn,
  dataEn,
  deskEn,
  deskAnalyticsEn,
  hedgeEn,
  homeEn,
  landingEn,
  marketsEn,
  optimizerEn,
  overviewEn,
  profileEn,
  programsEn,
  referenceEn,
  relationsEn,
  reportsEn,
  toolsEn,
]);
