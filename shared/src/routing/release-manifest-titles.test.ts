import { describe, expect, it } from 'vitest';
import { routeTitle } from './release-manifest';

describe('a route’s title in the visitor’s language', () => {
  const route = { title: 'Forgot password', titles: { hi: 'पासवर्ड भूल गए', mr: 'पासवर्ड विसरलात' } };

  it('is the area’s translation when it gives one, else the English title', () => {
    expect(routeTitle(route, 'en')).toBe('Forgot password');
    expect(routeTitle(route, 'hi')).toBe('पासवर्ड भूल गए');
    expect(routeTitle(route, 'mr')).toBe('पासवर्ड विसरलात');
    expect(routeTitle({ title: 'Home' }, 'mr')).toBe('Home');
    expect(routeTitle({ title: 'Home', titles: { hi: '' } }, 'hi')).toBe('Home');
  });
});
