import { useEffect, useState } from 'react';

/** Typing speed of the hero (spec 01 §9: 100 ms per character). */
export const TYPE_MS = 100;
/** How long a finished phrase stays, and how fast it is erased before the next one. */
export const HOLD_MS = 2200;
export const ERASE_MS = 45;

/**
 * Types each phrase one character every `typeMs`, holds it, erases it and goes on to the next,
 * looping. With `animate` false (reduced motion) the first phrase shows whole.
 */
export function useTypewriter(phrases: readonly string[], animate = true, typeMs = TYPE_MS): string {
  const [state, setState] = useState({ index: 0, length: 0, erasing: false });
  const phrase = phrases[state.index % Math.max(phrases.length, 1)] ?? '';

  useEffect(() => {
    if (!animate || phrases.length === 0) return;
    const full = state.length >= phrase.length;
    let delay = typeMs;
    if (state.erasing) delay = ERASE_MS;
    else if (full) delay = HOLD_MS;
    const timer = setTimeout(() => {
      setState((s) => {
        if (!s.erasing && s.length < phrase.length) return { ...s, length: s.length + 1 };
        if (!s.erasing) return { ...s, erasing: true };
        if (s.length > 0) return { ...s, length: s.length - 1 };
        return { index: (s.index + 1) % phrases.length, length: 0, erasing: false };
      });
    }, delay);
    return () => clearTimeout(timer);
  }, [animate, phrase, phrases.length, state, typeMs]);

  // A new set of phrases (language switch) starts over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart when the phrases change
  useEffect(() => {
    setState({ index: 0, length: 0, erasing: false });
  }, [phrases]);

  if (!animate) return phrases[0] ?? '';
  return phrase.slice(0, state.length);
}
