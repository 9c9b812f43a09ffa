/**
 * Compile-time checks that a contract's schema and a plain type of the finance library name the same
 * fields (the library depends on nothing of the platform, so it cannot infer its types from the
 * contract): a field added on one side and not the other, or one whose values change kind (a
 * number become a text), fails the build. The contract may be narrower (an enum where finance says
 * string) or looser (absent where finance says null); brands and readonly do not count.
 */

type Kind<T> = T extends string ? string : T extends number ? number : T extends boolean ? boolean : T;
type Kinds<T> = { [K in keyof T]-?: Kind<Exclude<T[K], undefined>> };
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * `true` when `Contract` and `Finance` have the same fields, each of the same kind of value; checked
 * with `true satisfies MirrorsFinance<…>`.
 */
export type MirrorsFinance<Contract, Finance> = Same<Kinds<Contract>, Kinds<Finance>>;
