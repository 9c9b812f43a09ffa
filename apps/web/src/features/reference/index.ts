/** What other features may use of the reference area (the only module they may import): a catalogue's text. */
export { CatalogDocument } from './components/CatalogDocument.tsx';
