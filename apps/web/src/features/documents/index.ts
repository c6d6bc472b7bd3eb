/** What the saved list uses of the documents feature: the preview popup (which holds the send button). */
export { PreviewPopup } from './PreviewPopup.tsx';
