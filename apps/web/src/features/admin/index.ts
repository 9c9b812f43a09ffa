/** What other features may use of the admin area (the only module they may import): the profile's members card. */
export { CompanyMembersCard } from './components/CompanyMembersCard.tsx';
