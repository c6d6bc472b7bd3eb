import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // These come from apps/web/src/ui/ionic.ts, so that they stay in the chunks of the screens
      // that use them instead of the login screen's (see that file).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'ionicons/icons',
              message:
                "Copy the icon into apps/web/src/ui/icons.ts (one module: its icons would all join the login screen's JavaScript).",
            },
            {
              name: '@ionic/react',
              importNames: [
                'IonCheckbox',
                'IonItemOption',
                'IonItemOptions',
                'IonItemSliding',
                'IonRange',
                'IonReorder',
                'IonReorderGroup',
                'IonSearchbar',
                'IonSegment',
                'IonSegmentButton',
                'IonSelect',
                'IonSelectOption',
                'IonTextarea',
                'IonToggle',
                'IonPopover',
                'useIonPopover',
                'IonDatetime',
                'IonDatetimeButton',
                'IonBadge',
                'IonButtons',
                'IonHeader',
                'IonListHeader',
                'IonTitle',
                'IonToolbar',
                'IonButton',
                'IonIcon',
                'IonInput',
                'IonItem',
                'IonLabel',
                'IonList',
                'IonNote',
                'IonSpinner',
              ],
              message: "Import it from apps/web/src/ui/ionic.ts (keeps the login screen's JavaScript small).",
              allowTypeImports: true,
            },
            {
              name: '@ionic/react',
              importNames: ['IonModal', 'IonBackButton', 'IonTabBar', 'IonTabButton'],
              message:
                "Import it from apps/web/src/ui/ionicDeferred.ts: @ionic/react's build does not define its element.",
              allowTypeImports: true,
            },
            {
              name: '@ionic/react',
              importNames: ['IonNav', 'IonNavLink', 'IonTabs', 'useIonModal'],
              message:
                "Not available: the build leaves @ionic/react's ion-nav, ion-tabs and ion-modal undefined (see apps/web/vite.config.ts).",
              allowTypeImports: true,
            },
            {
              name: '@ionic/react',
              importNames: ['IonAlert', 'useIonAlert', 'IonActionSheet', 'useIonActionSheet'],
              message:
                "Import it from apps/web/src/ui/overlays.ts (keeps the login screen's JavaScript small).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Typed rules: a promise nobody awaits or catches loses its error (an unhandled rejection, or a
    // save failing silently); one passed where a plain callback is expected is never awaited.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
