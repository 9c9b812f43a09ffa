/** What other features may use of the programs area (the only module they may import): My Data's Program sheet. */
export { ProgramSheet } from './components/ProgramSheet.tsx';
