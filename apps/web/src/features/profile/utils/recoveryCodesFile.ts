/** The recovery codes as a text file to keep, one a line, under a line that says what they are. */
export function recoveryCodesFile(codes: readonly string[], heading: string): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}
