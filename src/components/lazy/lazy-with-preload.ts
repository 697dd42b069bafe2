import { type ComponentType, createElement, lazy, useState } from 'react';

/**
 * React.lazy with a `preload()`: a component in its own chunk that can be fetched ahead of use.
 *
 * - The prerender preloads every such component first (`preloadAllLazyComponents`), so the
 *   static HTML holds the real content and React needs no inline script to stream it in
 *   (our Content-Security-Policy forbids those).
 * - The client entry preloads the current page before hydrating; other lazy parts hydrate
 *   when their chunk arrives, keeping the server HTML meanwhile.
 */
const registry: (() => Promise<unknown>)[] = [];

export function lazyWithPreload<Props extends object>(
  load: () => Promise<{
    default: ComponentType<Props>;
    /** What the component needs loaded before it draws (a page's texts in its language). */
    beforeRender?: () => Promise<unknown>;
  }>,
) {
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then(async (module) => {
      await module.beforeRender?.();
      loaded = module.default;
      return module;
    });
  const LazyComponent = lazy(preload);
  registry.push(preload);

  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, like React.lazy
  function LazyWithPreload(props: Props) {
    // Chosen once per mount so the component never remounts when its chunk arrives.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? LazyComponent);
    return createElement(Component, props);
  }

  return { Component: LazyWithPreload, preload };
}

/** Loads every lazy component declared so far (the prerender does this before rendering). */
export async function preloadAllLazyComponents(): Promise<void> {
  // Loading one chunk can declare more lazy components; repeat until none are new.
  let done = 0;
  while (done < registry.length) {
    const pending = registry.slice(done);
    done = registry.length;
    await Promise.all(pending.map((preload) => preload()));
  }
}
