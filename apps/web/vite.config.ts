/**
 * Vite build of the Constat web app: React, the PWA (manifest + Workbox precache of the whole app so
 * it starts with the network cut) and the Ionic tree-shaking setting (docs/ARCHITECTURE.md "Adding a screen").
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_VERSION } from '@constat/domain';
import { fr } from './src/i18n/locales/fr.ts';

/**
 * Modules that only define things: Ionic's per-component files, our pure domain package, and the
 * modules ui/ionic.ts re-exports its fields and selects from (so that a screen using none of them
 * loads none of their code).
 */
const SIDE_EFFECT_FREE =
  /node_modules\/@ionic\/(core\/components|react\/dist)\/|packages\/domain\/src\/|src\/ui\/ionic(Make|Fields|Select)\.ts$/;

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
    // ion-icon as @ionic/core builds it (its other components define that one), not the ionicons
    // package's copy, which brings a second Stencil runtime (measured: 7.7 kB gzip).
    if (source === 'ionicons/components/ion-icon.js') {
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

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * The static login screen of index.html says what the app's says: `%fr:login.tagline%`
 * is that French message, `%version%` the app's version. An unknown key fails the build.
 */
const loginShellTexts: Plugin = {
  name: 'constat:login-shell-texts',
  transformIndexHtml(html) {
    return html.replace(/%version%/g, APP_VERSION).replace(/%fr:([a-zA-Z.]+)%/g, (_match, key: string) => {
      const text = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], fr);
      if (typeof text !== 'string') throw new Error(`index.html: no French message ${key}`);
      return escapeHtml(text);
    });
  },
};

const SIGNIN_ENTRY = fileURLToPath(new URL('src/signin.ts', import.meta.url));
const APP_ENTRY = fileURLToPath(new URL('src/main.tsx', import.meta.url));
/** The modules each entry imports statically, directly or not (entryGraphs). */
const reached = { signin: new Set<string>(), app: new Set<string>() };
const bothEntries = (id: string) => reached.signin.has(id) && reached.app.has(id);
const loginOnly = (id: string) => reached.signin.has(id) && !reached.app.has(id);

/** Reads the entries' static graphs once the build has them, for the chunk groups that follow. */
const entryGraphs: Plugin = {
  name: 'constat:entry-graphs',
  apply: 'build',
  buildEnd() {
    const reach = (entry: string) => {
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        this.getModuleInfo(id)?.importedIds.forEach(visit);
      };
      visit(entry);
      return seen;
    };
    reached.signin = reach(SIGNIN_ENTRY);
    reached.app = reach(APP_ENTRY);
    if (reached.signin.size < 2 || reached.app.size < 2)
      throw new Error('entryGraphs: an entry was not found');
  },
};

/** A chunk's file and those of every chunk it imports statically, as the page names them. */
function withStaticImports(bundle: OutputBundle, chunk: OutputChunk): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const output = bundle[fileName];
    if (output?.type === 'chunk') output.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return [...files].map((fileName) => `/${fileName}`);
}

/**
 * Lazy modules the app runs right after a sign-in from the login without React: its frame, and
 * the screen a sign-in leads to on a device without a session (no profile chosen on it yet).
 */
const AFTER_SIGN_IN = ['/src/app/App.tsx', '/src/features/profiles/ProfileSelectionPage.tsx'];

/**
 * The entries are loaded by public/boot.js: the login without React (src/signin.ts) when
 * the app opens on the login without a session, after the static login screen's first paint; the
 * app (index.html's module script, src/main.tsx) at once otherwise. The app's tags move from the
 * built index.html onto boot.js's tag, beside the login's entry and its imports, and the files the
 * login fetches at idle for the app it loads once signed in (data-prefetch: the app's entry, its
 * frame App.tsx, the screen a sign-in most often leads to, and what they import).
 */
const entriesThroughBoot: Plugin = {
  name: 'constat:entries-through-boot',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
      if (!entry?.[1]) throw new Error('index.html: no entry module to hand to boot.js');
      const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
      let out = html.replace(entry[0], '');
      for (const preload of preloads) out = out.replace(preload[0], '');
      const boot = '<script src="/boot.js"></script>';
      if (!out.includes(boot)) throw new Error('index.html: no boot.js tag');
      const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
      const signin = chunks.find((chunk) => chunk.isEntry && chunk.name === 'signin');
      const lazy = AFTER_SIGN_IN.map((module) =>
        chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module)),
      );
      if (!bundle || !signin || lazy.some((chunk) => chunk === undefined)) {
        throw new Error(`no signin entry, or no chunk for one of ${AFTER_SIGN_IN.join(', ')}`);
      }
      const [signinEntry, ...signinImports] = withStaticImports(bundle, signin);
      const appFiles = [entry[1], ...preloads.map((preload) => preload[1] ?? '')];
      const lazyFiles = lazy.flatMap((chunk) => (chunk ? withStaticImports(bundle, chunk) : []));
      const prefetch = [...new Set([...appFiles, ...lazyFiles])].filter(
        (file) => file !== signinEntry && !signinImports.includes(file),
      );
      const attributes = [
        `data-signin="${signinEntry}"`,
        `data-signin-preload="${signinImports.join(' ')}"`,
        `data-entry="${entry[1]}"`,
        `data-preload="${appFiles.slice(1).join(' ')}"`,
        `data-prefetch="${prefetch.join(' ')}"`,
      ];
      return out.replace(boot, `<script src="/boot.js" ${attributes.join(' ')}></script>`);
    },
  },
};

/**
 * Vite's helper for dynamic imports adds a <link rel=modulepreload> for each chunk the imported one
 * needs, so that they download together. Once the service worker controls the page its precache
 * serves every chunk at once, and these links only cost the main thread (measured: 0.5 ms each,
 * 2 ms on a mid-range phone, 40 of them while 'EDLs en cours' opens): the helper then
 * preloads stylesheets only, which it must (a lazy screen's CSS is applied that way). A page no
 * worker controls yet (first visit, the tenant's self-service link) still preloads everything.
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const PRELOAD_SIGNATURE = 'function preload(baseModule, deps, importerUrl) {';
const preloadStylesOnceControlled: Plugin = {
  name: 'constat:preload-styles-once-controlled',
  apply: 'build',
  transform(code, id) {
    if (id !== PRELOAD_HELPER) return null;
    if (!code.includes(PRELOAD_SIGNATURE)) throw new Error(`${PRELOAD_HELPER}: its preload function changed`);
    return code.replace(
      PRELOAD_SIGNATURE,
      `${PRELOAD_SIGNATURE} if (deps && typeof navigator !== 'undefined' && navigator.serviceWorker?.controller) deps = deps.filter((dep) => dep.endsWith('.css'));`,
    );
  },
};

export default defineConfig({
  plugins: [
    deferIonicElements,
    loginShellTexts,
    entryGraphs,
    entriesThroughBoot,
    preloadStylesOnceControlled,
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
    // WEB_SOURCEMAP=1: source maps beside the chunks, for bench/loginCoverage.ts to say which modules
    // the login loads without running them (never in a shipped build: the precache would carry them).
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    rolldownOptions: {
      // The app (index.html: src/main.tsx) and the login without React, which boot.js
      // loads instead when the app opens on the login without a session.
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        signin: SIGNIN_ENTRY,
      },
      treeshake: {
        moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id),
      },
      output: {
        // Everything the first screen needs in one chunk: left to automatic splitting, the modules
        // the lazy screens share with it were spread over several chunks, which compress worse.
        // What the login without React shares with the app (the sign-in, the stored session, the
        // French messages) is a chunk of its own that both load; the rest of the login's modules stay
        // in its entry's chunk, the app's in 'app' (entryGraphs).
        codeSplitting: {
          groups: [
            {
              name: 'signin-app',
              tags: ['$initial'],
              test: (id) => bothEntries(id),
              includeDependenciesRecursively: false,
              priority: 21,
            },
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !loginOnly(id),
              includeDependenciesRecursively: false,
              priority: 20,
            },
            // Zod and the schemas in a chunk of their own: building them takes a mid-range
            // phone 60-140 ms, and the in-progress list and the editor need none at start
            // (storage/lazySchemas.ts loads them when a report is closed or saved).
            { name: 'domain-schemas', test: importsZod, includeDependenciesRecursively: false, priority: 11 },
            // The domain's pure modules, shared by most screens, in one chunk: split automatically
            // they made a score of small chunks, and a screen's first load on 4G (HTTP/1.1, six
            // connections, 150 ms a round trip) paid a round trip for each.
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
