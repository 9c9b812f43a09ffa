/**
 * The currencies a company could count a commodity's cost in: the other side of each of its
 * portfolios' pairs that holds the commodity's currency (USDCOP and EURUSD for a USD commodity: COP,
 * EUR), in the order the pairs come, each once.
 */
export function localCurrencies(pairs: readonly string[], currency: string): string[] {
  const found = pairs.flatMap((pair) => {
    const left = pair.slice(0, 3);
    const right = pair.slice(3, 6);
    if (left === currency && right !== currency) return [right];
    if (right === currency && left !== currency) return [left];
    return [];
  });
  return [...new Set(found)];
}
