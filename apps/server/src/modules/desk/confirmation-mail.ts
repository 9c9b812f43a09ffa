import type { TradeTicket } from '@cobertura/contracts';
import type { Mail } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';
import { amountText, rateText, withUnit } from './trade-text.ts';
import { selectTreasuryRecipients } from './trading.queries.ts';

/** The confirmation's address, in a language: the client downloads it signed in (Hedge screen). */
export function confirmationLink(
  publicUrl: string,
  ticket: Pick<TradeTicket, 'id' | 'request_id'>,
  lang: 'en' | 'es',
) {
  return `${publicUrl}/api/hedge_requests/${ticket.request_id}/tickets/${ticket.id}/confirmation.pdf?lang=${lang}`;
}

/**
 * A fill's confirmation mail to one of the client's treasury users: the trade in one paragraph and
 * the links to its PDF. In both languages, as the platform's other mails to a company are.
 */
export function confirmationMail(to: string, ticket: TradeTicket, publicUrl: string): Mail {
  const amount = withUnit(amountText(ticket.amount), ticket.quantity_unit);
  const rate = withUnit(rateText(ticket.executed_rate), ticket.rate_unit);
  const tasa = withUnit(rateText(ticket.executed_rate, 'es'), ticket.rate_unit?.replace(' per ', ' por '));
  const bank = `${ticket.counterparty}${ticket.simulated ? ' (simulated bank / banco simulado)' : ''}`;
  return {
    to,
    subject: `Trade confirmation ${ticket.trade_id} (${ticket.reference}) / Confirmación de operación`,
    text:
      `Hello,\n\nThe desk executed ${ticket.reference} of ${ticket.company_name}: ${ticket.strategy_name} ` +
      `${ticket.asset}, ${amount} at ${rate} with ${bank}, trade ${ticket.trade_id}, booked in the ` +
      `portfolio ${ticket.portfolio_name}.\nThe confirmation (PDF, sign in to download it):\n` +
      `${confirmationLink(publicUrl, ticket, 'en')}\n\n` +
      `Hola,\n\nLa mesa ejecutó ${ticket.reference} de ${ticket.company_name}: ${ticket.strategy_name} ` +
      `${ticket.asset}, ${withUnit(amountText(ticket.amount, 'es'), ticket.quantity_unit)} a ${tasa} con ${bank}, ` +
      `operación ${ticket.trade_id}, registrada en el portafolio ${ticket.portfolio_name}.\n` +
      `La confirmación (PDF, inicie sesión para descargarla):\n${confirmationLink(publicUrl, ticket, 'es')}\n\nCobertura`,
  };
}

/** Mails a fill's confirmation to the client's treasury: the company's active users of role 2. */
export async function sendConfirmation(
  services: Services,
  companyId: number,
  ticket: TradeTicket,
): Promise<void> {
  const recipients = await selectTreasuryRecipients(services, companyId);
  for (const { email } of recipients)
    await services.mailer.send(confirmationMail(email, ticket, services.config.publicUrl));
}
