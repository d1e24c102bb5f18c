// The tab's title comes from routes.json in the reader's language (routeTitle, issue 33): every
// console page the route table serves must have one in Hindi and in Marathi, in Devanagari, or a
// Hindi reader's tab falls back to English without anyone noticing.
import { describe, expect, it } from 'vitest';
import { routeTitle } from '@platform/shared/routing/release-manifest';
import ownedRoutes from '../../routes.json';
import { routes } from './routes';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('mf-ops route titles', () => {
  it('declares every served page, each titled in English, Hindi and Marathi', () => {
    expect(new Set(ownedRoutes.map((route) => route.path))).toEqual(new Set(routes.map((route) => route.path)));
    for (const route of ownedRoutes) {
      for (const language of ['hi', 'mr'] as const) {
        const title = routeTitle(route, language);
        expect(title, `${route.path} in ${language}`).not.toBe(route.title);
        expect(title, `${route.path} in ${language}`).toMatch(DEVANAGARI);
      }
      expect(routeTitle(route, 'en')).toBe(route.title);
    }
  });
});
