/** What the saved list uses of the documents feature: the preview popup and the send button. */
export { PreviewPopup, type PreviewReport } from './PreviewPopup.tsx';
export { SendButton, SENT_CHECK_MS } from './SendButton.tsx';
