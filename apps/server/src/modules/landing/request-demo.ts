import { MESSAGES, type TDemoRequest, type TMessageAnswer } from '@cobertura/contracts';
import type { Services } from '../../services.ts';
import { insertDemoRequest } from './landing.queries.ts';

/** Records a visitor's demo request for the sales team. */
export async function requestDemo(
  services: Services,
  body: TDemoRequest,
  ip: string,
): Promise<TMessageAnswer> {
  await insertDemoRequest(services, {
    name: body.name,
    lastName: body.lastName,
    company: body.company,
    email: body.email.toLowerCase(),
    telephone: body.telephone || null,
    language: body.language ?? null,
    ip,
  });
  services.log.info(`Demo requested by ${body.email} (${body.company}).`);
  return { message: MESSAGES.demoRequestSent };
}
