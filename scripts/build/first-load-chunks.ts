import type { Plugin } from 'vite';

/**
 * Chunk groups for the public site's first load (docs/decisions/004-first-paint-from-the-html-alone.md).
 * Rolldown's automatic splitting gives every module shared by the entry and a page chunk a
 * chunk of its own: twenty files on the home page, each a request with its own headers. This
 * plugin reads the module graph once it is built and names the modules the site's entry
 * imports statically, and those two pages or more import, so that two groups can gather them:
 * - `react`: React, React DOM, the router and whatever the sales inbox's entry shares with the
 *   site (both entries load it);
 * - `shell`: the rest of what every public page runs (the site's entry alone loads it).
 * What loads on demand (a page's own code, dialogs, the form) keeps Rolldown's splitting.
 */
const barrelImports = 100;

export function firstLoadChunks(entries: { site: string; inbox: string; pages: string }) {
  const site = new Set<string>();
  const inbox = new Set<string>();

  const plugin: Plugin = {
    name: 'first-load-chunks',
    apply: 'build',
    buildEnd() {
      const staticGraph = (entry: string, into: Set<string>) => {
        const pending = [...this.getModuleIds()].filter((id) => id.endsWith(entry));
        while (pending.length > 0) {
          const id = pending.pop() as string;
          if (into.has(id)) continue;
          const info = this.getModuleInfo(id);
          // A module some code imports on demand is meant to load then: a feature's index may
          // also re-export it (analytics' `visitAttribution`, for the form), which the bundler
          // sees is unused by the entry and leaves out of the first load, and so must we.
          if (into.size > 0 && (info?.dynamicImporters.length ?? 0) > 0) continue;
          into.add(id);
          const imported = info?.importedIds ?? [];
          // A library's barrel (lucide-react re-exports 1,600 icons) imports everything it
          // offers, used or not: walking through it would pull every icon some lazy chunk uses
          // into the first load. What the shell really uses of it follows the entry by itself.
          if (imported.length <= barrelImports) pending.push(...imported);
        }
      };
      staticGraph(entries.site, site);
      staticGraph(entries.inbox, inbox);
      // What two pages or more import (the page head, the inline art…) is as good as shared
      // by every page: one more request on each page that uses it is worse than its bytes.
      const pagesModule = [...this.getModuleIds()].find((id) => id.endsWith(entries.pages));
      const pageGraphs = (this.getModuleInfo(pagesModule ?? '')?.dynamicallyImportedIds ?? []).map(
        (page) => {
          const graph = new Set<string>();
          staticGraph(page, graph);
          graph.delete(page);
          return graph;
        },
      );
      for (const graph of pageGraphs) {
        for (const id of graph) {
          if (pageGraphs.filter((other) => other.has(id)).length >= 2) site.add(id);
        }
      }
    },
  };

  const isEntry = (id: string) => id.endsWith(entries.site) || id.endsWith(entries.inbox);
  const groups = [
    {
      name: 'react',
      priority: 2,
      test: (id: string) =>
        /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id) ||
        (site.has(id) && inbox.has(id) && !isEntry(id)),
    },
    {
      name: 'shell',
      priority: 1,
      test: (id: string) => site.has(id) && !isEntry(id) && !/\.css($|\?)/.test(id),
    },
  ];
  return { plugin, groups };
}
