/** What the saved list's preview popup uses of the remarks feature: the agent's panel. */
export { RemarksPanel } from './RemarksPanel.tsx';
