import { expect, type Locator, type Page } from '@playwright/test';

/** The desk's screens: the Trader's blotter and request ticket, the Supervisor's approvals. */
export class DeskPage {
  constructor(private readonly page: Page) {}

  field(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  /** A request's row on the blotter, by its reference (R-000123), the first line of its first cell. */
  blotterRow(reference: string): Locator {
    return this.field('blotter-row').filter({
      has: this.page.getByText(reference, { exact: true }),
    });
  }

  /** Opens a request's ticket from the blotter. */
  async openTicket(reference: string): Promise<Locator> {
    await this.blotterRow(reference).click();
    const ticket = this.field('request-ticket');
    await expect(ticket.getByTestId('request-reference')).toHaveText(reference);
    return ticket;
  }

  /**
   * Executes a quote of the open ticket: its Execute, then the confirmation of the dialog (named
   * after the request, in any language); answers the dialog, which then shows the answer.
   */
  async execute(quote: Locator, reference: string): Promise<Locator> {
    await quote.getByTestId('execute').click();
    const dialog = this.page.getByRole('dialog', { name: new RegExp(` ${reference}$`) });
    await dialog.getByTestId('execute-confirm').click();
    return dialog;
  }

  /** The execution waiting for four eyes of a request, on the Supervisor's Approvals. */
  approval(reference: string): Locator {
    return this.field('approval-card').filter({
      has: this.field('approval-open').getByText(reference, { exact: true }),
    });
  }
}
