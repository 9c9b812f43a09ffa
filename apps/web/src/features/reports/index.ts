/** What other features may use of the reports area (the only module they may import): the research panel. */
export { ResearchPanel } from './components/ResearchPanel.tsx';
