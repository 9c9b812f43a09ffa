import gridEs from '../components/grid/i18n/es.json';
import adminEs from '../features/admin/i18n/es.json';
import analyticsEs from '../features/analytics/i18n/es.json';
import authEs from '../features/auth/i18n/es.json';
import dataEs from '../features/data/i18n/es.json';
import deskEs from '../features/desk/i18n/es.json';
import deskAnalyticsEs from '../features/desk-analytics/i18n/es.json';
import hedgeEs from '../features/hedge/i18n/es.json';
import homeEs from '../features/home/i18n/es.json';
import landingEs from '../features/landing/i18n/es.json';
import marketsEs from '../features/markets/i18n/es.json';
import optimizerEs from '../features/optimizer/i18n/es.json';
import overviewEs from '../features/overview/i18n/es.json';
import profileEs from '../features/profile/i18n/es.json';
import programsEs from '../features/programs/i18n/es.json';
import referenceEs from '../features/reference/i18n/es.json';
import relationsEs from '../features/relations/i18n/es.json';
import reportsEs from '../features/reports/i18n/es.json';
import toolsEs from '../features/tools/i18n/es.json';
import sharedEs from './es.json';
import { mergeBundles } from './resources.ts';

/** The app's texts in Spanish: one chunk, fetched only when the app shows Spanish. */
export const messages = mergeBundles([
  sharedEs,
  gridEs,
  adminEs,
  analyticsEs,
  authEs,
  dataEs,
  deskEs,
  deskAnalyticsEs,
  hedgeEs,
  homeEs,
  landingEs,
  marketsEs,
  optimizerEs,
  overviewEs,
  profileEs,
  programsEs,
  referenceEs,
  relationsEs,
  reportsEs,
  toolsEs,
]);
