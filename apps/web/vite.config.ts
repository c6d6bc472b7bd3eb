/**
 * Vite build of the Constat web app: React, the PWA (manifest + Workbox precache of the whole app so
 * it starts with the network cut) and the Ionic tree-shaking setting of ARCHITECTURE.md.
 */
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/** Modules that only define things: Ionic's per-component files and our pure domain package. */
const SIDE_EFFECT_FREE = /node_modules\/@ionic\/(core\/components|react\/dist)\/|packages\/domain\/src\//;

const zodImporters = new Map<string, boolean>();
/** Zod itself and the domain modules that build zod schemas when they are evaluated. */
function importsZod(id: string): boolean {
  if (/node_modules\/zod\//.test(id)) return true;
  if (!/packages\/domain\/src\/.*\.ts$/.test(id)) return false;
  let found = zodImporters.get(id);
  if (found === undefined) {
    found = /from 'zod'/.test(readFileSync(id, 'utf8'));
    zodImporters.set(id, found);
  }
  return found;
}

const THEME_COLOR = '#99c46a';

/**
 * Web components @ionic/react would define in the login screen's chunk although only lazy screens
 * use them (it is one module, see src/ui/ionic.ts). Its imports of these get a no-op definition;
 * src/ui/ionicDeferred.ts defines the real elements in the lazy chunks, before a screen renders one.
 */
const DEFERRED_IONIC_ELEMENTS = [
  'ion-modal',
  'ion-back-button',
  'ion-tab-bar',
  'ion-tab-button',
  'ion-nav',
  'ion-tabs',
];
const DEFERRED_PREFIX = '\0deferred-ionic:';

const deferIonicElements: Plugin = {
  name: 'constat:defer-ionic-elements',
  enforce: 'pre',
  resolveId(source, importer) {
    // ion-icon as @ionic/core builds it (ion-input defines that one on the login screen anyway), not
    // the ionicons package's copy, which brings a second Stencil runtime (measured: 7.7 kB gzip).
    if (source === 'ionicons/components/ion-icon.js' && importer?.includes('node_modules/@ionic/react/')) {
      return this.resolve('@ionic/core/components/ion-icon.js', importer, { skipSelf: true });
    }
    const element = /^@ionic\/core\/components\/(ion-[a-z-]+)\.js$/.exec(source)?.[1];
    const fromIonicReact = importer !== undefined && /node_modules\/@ionic\/react\/dist\//.test(importer);
    return element && fromIonicReact && DEFERRED_IONIC_ELEMENTS.includes(element)
      ? DEFERRED_PREFIX + element
      : null;
  },
  load(id) {
    return id.startsWith(DEFERRED_PREFIX) ? 'export const defineCustomElement = () => {};' : null;
  },
};

export default defineConfig({
  plugins: [
    deferIonicElements,
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icons/favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Constat',
        short_name: 'Constat',
        description: 'États des lieux sur mobile et tablette, même sans réseau',
        lang: 'fr',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'any',
        background_color: '#f2f2f7',
        theme_color: THEME_COLOR,
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // A page opened before any worker controlled it (first visit) must still be taken over
        // when the user accepts an update, or the reload that follows the update never comes.
        clientsClaim: true,
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id),
      },
      output: {
        // Everything the first screen needs in one chunk: left to automatic splitting, the modules
        // the lazy screens share with it were spread over several chunks, which compress worse.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], includeDependenciesRecursively: false, priority: 20 },
            // The domain's pure modules, shared by most screens, in one chunk: split automatically
            // they made a score of small chunks, and a screen's first load on 4G (HTTP/1.1, six
            // connections, 150 ms a round trip) paid a round trip for each.
            // Zod and the schemas in a chunk of their own (issue 27): building them took a mid-range
            // phone 60-140 ms, and the in-progress list and the editor need none at start
            // (storage/lazySchemas.ts loads them when a report is closed or saved).
            { name: 'domain-schemas', test: importsZod, includeDependenciesRecursively: false, priority: 11 },
            { name: 'domain', test: /packages\/domain\/src\//, priority: 10 },
          ],
        },
      },
    },
  },
  // The photo resize worker is built on its own: the same tree-shaking keeps the domain package down
  // to the two constants it uses (without it, all of zod and the catalogue went in: 150 kB).
  worker: {
    format: 'es',
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
