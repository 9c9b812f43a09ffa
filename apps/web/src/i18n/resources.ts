import gridEn from '../components/grid/i18n/en.json';
import gridEs from '../components/grid/i18n/es.json';
import adminEn from '../features/admin/i18n/en.json';
import adminEs from '../features/admin/i18n/es.json';
import analyticsEn from '../features/analytics/i18n/en.json';
import analyticsEs from '../features/analytics/i18n/es.json';
import authEn from '../features/auth/i18n/en.json';
import authEs from '../features/auth/i18n/es.json';
import dataEn from '../features/data/i18n/en.json';
import dataEs from '../features/data/i18n/es.json';
import deskEn from '../features/desk/i18n/en.json';
import deskEs from '../features/desk/i18n/es.json';
import deskAnalyticsEn from '../features/desk-analytics/i18n/en.json';
import deskAnalyticsEs from '../features/desk-analytics/i18n/es.json';
import hedgeEn from '../features/hedge/i18n/en.json';
import hedgeEs from '../features/hedge/i18n/es.json';
import homeEn from '../features/home/i18n/en.json';
import homeEs from '../features/home/i18n/es.json';
import landingEn from '../features/landing/i18n/en.json';
import landingEs from '../features/landing/i18n/es.json';
import marketsEn from '../features/markets/i18n/en.json';
import marketsEs from '../features/markets/i18n/es.json';
import optimizerEn from '../features/optimizer/i18n/en.json';
import optimizerEs from '../features/optimizer/i18n/es.json';
import overviewEn from '../features/overview/i18n/en.json';
import overviewEs from '../features/overview/i18n/es.json';
import profileEn from '../features/profile/i18n/en.json';
import profileEs from '../features/profile/i18n/es.json';
import programsEn from '../features/programs/i18n/en.json';
import programsEs from '../features/programs/i18n/es.json';
import referenceEn from '../features/reference/i18n/en.json';
import referenceEs from '../features/reference/i18n/es.json';
import relationsEn from '../features/relations/i18n/en.json';
import relationsEs from '../features/relations/i18n/es.json';
import reportsEn from '../features/reports/i18n/en.json';
import reportsEs from '../features/reports/i18n/es.json';
import toolsEn from '../features/tools/i18n/en.json';
import toolsEs from '../features/tools/i18n/es.json';
import sharedEn from './en.json';
import sharedEs from './es.json';

export type Messages = { [key: string]: string | Messages };

/**
 * One language's texts from its bundles: each feature owns the top-level sections of its screens
 * (`features/<area>/i18n/<lang>.json`); the shell's and the shared ones are in this folder. A section
 * claimed twice is a mistake that would silently hide one of them, so it throws.
 */
export function mergeBundles(bundles: readonly Messages[]): Messages {
  const merged: Messages = {};
  for (const bundle of bundles) {
    for (const [section, texts] of Object.entries(bundle)) {
      if (section in merged) throw new Error(`Translation section "${section}" is defined twice`);
      merged[section] = texts;
    }
  }
  return merged;
}

export const resources = {
  en: mergeBundles([
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
  ]),
  es: mergeBundles([
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
  ]),
};
