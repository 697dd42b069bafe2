import { describe, expect, it } from 'vitest';
import {
  homeSections,
  languageOfPath,
  pageOfPath,
  pathFor,
  routeEntries,
  switchLanguagePath,
} from './routes';

describe('route table', () => {
  it('has the five pages in Portuguese at the root and in English under /en', () => {
    expect(routeEntries.map(({ path, language, page }) => `${language} ${page} ${path}`)).toEqual([
      'pt home /',
      'pt about /about',
      'pt contact /contact',
      'pt privacy /privacidade',
      'pt booking /agendar',
      'en home /en',
      'en about /en/about',
      'en contact /en/contact',
      'en privacy /en/privacy',
      'en booking /en/book',
    ]);
  });

  it('builds paths per language', () => {
    expect(pathFor('home', 'pt')).toBe('/');
    expect(pathFor('home', 'en')).toBe('/en');
    expect(pathFor('contact', 'en')).toBe('/en/contact');
  });

  it('tells the language of a path', () => {
    expect(languageOfPath('/')).toBe('pt');
    expect(languageOfPath('/about')).toBe('pt');
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/en/contact')).toBe('en');
    expect(languageOfPath('/english-page')).toBe('pt');
  });

  it('maps a path to the same page in the other language', () => {
    expect(switchLanguagePath('/', 'en')).toBe('/en');
    expect(switchLanguagePath('/about', 'en')).toBe('/en/about');
    expect(switchLanguagePath('/en', 'pt')).toBe('/');
    expect(switchLanguagePath('/en/contact', 'pt')).toBe('/contact');
    expect(switchLanguagePath('/en/contact', 'en')).toBe('/en/contact');
    expect(switchLanguagePath('/missing', 'en')).toBe('/en/missing');
    expect(switchLanguagePath('/privacidade', 'en')).toBe('/en/privacy');
    expect(switchLanguagePath('/en/privacy/', 'pt')).toBe('/privacidade');
  });

  it('finds the page of a path and nothing for unknown paths', () => {
    expect(pageOfPath('/')).toBe('home');
    expect(pageOfPath('/en/about/')).toBe('about');
    expect(pageOfPath('/en/contact')).toBe('contact');
    expect(pageOfPath('/privacidade')).toBe('privacy');
    expect(pageOfPath('/en/privacidade')).toBeUndefined();
    expect(pageOfPath('/nope')).toBeUndefined();
    expect(pageOfPath('/en/nope')).toBeUndefined();
  });

  it('lists the home sections in page order', () => {
    expect(homeSections).toEqual(['home', 'solutions', 'stats', 'clients', 'demo', 'sara']);
  });
});
