import type { LibraryProblem } from '../utils/libraryErrorText.ts';
import { LibraryError } from './LibraryError.tsx';

/** A card's problem that names none of its fields, shown in the answer's place. */
export function CardProblem({ problem }: { problem: LibraryProblem | null }) {
  return problem && problem.field === undefined ? <LibraryError text={problem.text} /> : null;
}
