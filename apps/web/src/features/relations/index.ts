/** What other features may use of the relations area (the only module they may import): My Data's Relations sheet. */
export { RelationsSheet } from './components/RelationsSheet.tsx';
