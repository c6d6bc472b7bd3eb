/**
 * The agent's Auto-EDL screens, one lazy chunk for both (used together): a single dynamic import in
 * the routes keeps the login screen's JavaScript (which holds every route's import) small.
 */
export { default as AutoEdlsPage } from './AutoEdlsPage.tsx';
export { default as NewAutoEdlPage } from './NewAutoEdlPage.tsx';
