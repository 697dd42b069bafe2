import { describe, expect, it } from 'vitest';
import { languages } from '@/i18n/languages';
import { moduleFeatures } from './module-features';
import { moduleIds, modules } from './modules';

describe('the module catalogue', () => {
  it('has the twelve modules of docs/product.md §3, each once, in catalogue order', () => {
    expect(modules.map((module) => module.id)).toEqual([...moduleIds]);
    expect(new Set(moduleIds).size).toBe(12);
  });

  it.each(modules.map((module) => [module.id, module] as const))(
    '%s has an icon and a name and description in every language',
    (_, module) => {
      expect(module.icon).toBeTruthy();
      for (const language of languages) {
        expect(module.name[language].trim(), language).not.toBe('');
        expect(module.description[language].trim().length, language).toBeGreaterThan(40);
      }
      expect(module.description.en).not.toBe(module.description.pt);
    },
  );

  it.each([...moduleIds])('%s lists at least one feature, the same number in pt and en', (id) => {
    const features = moduleFeatures[id];
    expect(features.pt.length).toBeGreaterThan(0);
    expect(features.en.length).toBe(features.pt.length);
    for (const language of languages) {
      for (const feature of features[language]) expect(feature.trim(), language).not.toBe('');
      expect(new Set(features[language]).size, `${language} duplicates`).toBe(
        features[language].length,
      );
    }
  });

  it('has features for no module outside the catalogue', () => {
    expect(Object.keys(moduleFeatures).sort()).toEqual([...moduleIds].sort());
  });
});
