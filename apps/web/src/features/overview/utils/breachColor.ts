/** What a breach, or a coverage under its band, is written in: red that reads at 4.5:1 in both schemes. */
export const BREACH_COLOR = 'var(--mantine-color-error)';
