/**
 * @cobertura/finance: the errors every folder throws. Each folder has its own entry point
 * (`@cobertura/finance/pricing`, `/product`, `/time`, `/market`, `/risk`, `/hedging`, `/indicators`,
 * `/units`, `/math`, `/montecarlo`, `/optimizer`), exporting only what callers need.
 */
export {
  FINANCE_ERROR_CODES,
  FinanceError,
  type FinanceErrorCode,
  type FinanceErrorData,
  type FinanceErrorDetail,
  type FinanceIssue,
  isFinanceError,
} from './errors.ts';
