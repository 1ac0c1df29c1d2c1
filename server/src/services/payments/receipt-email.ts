import { formatDisplayDate } from '../../../../src/contracts/dates.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';
import { discountedCents } from './gateway.ts';

export interface ReceiptDetails {
  to: string;
  language: 'en' | 'sp';
  firstName: string;
  orderId: string;
  planName: string;
  planType: string;
  amountCents: number;
  discountPercent: number;
  trialEnd: Date | null;
  startDate: Date;
  expiryDate: Date;
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

// In a sentence: "hasta el 5 de marzo de 2026".
const formatDate = (date: Date, language: 'en' | 'sp') =>
  formatDisplayDate(date, language, { inSentence: true });

/** The receipt queued when a payment (or a trial's saved card) is confirmed. */
export function receiptEmail(details: ReceiptDetails): OutgoingEmail {
  const { language } = details;
  const price = money(discountedCents(details.amountCents, details.discountPercent));
  const fullPrice = money(details.amountCents);
  const period =
    details.planType === 'yearly'
      ? language === 'sp'
        ? 'año'
        : 'year'
      : language === 'sp'
        ? 'mes'
        : 'month';
  const discounted = details.discountPercent > 0;
  const lines =
    language === 'sp'
      ? [
          `Hola ${details.firstName || ''}`.trim() + ':',
          '',
          'Gracias por suscribirse a Vision Hub. Este es su recibo.',
          '',
          `Pedido: ${details.orderId}`,
          `Plan: ${details.planName}`,
          details.trialEnd
            ? `Prueba gratis de 6 meses hasta el ${formatDate(details.trialEnd, language)}. Hoy no se le cobra nada; después pagará ${price} por ${period}.`
            : `Importe pagado: ${price} (USD)`,
          ...(discounted
            ? [
                `Descuento para miembros de la asociación de veteranos: ${details.discountPercent}% (precio normal ${fullPrice} por ${period}). Se aplica a cada pago${details.trialEnd ? ' después de la prueba' : ''}.`,
              ]
            : []),
          `Vigente desde el ${formatDate(details.startDate, language)} hasta el ${formatDate(details.expiryDate, language)}.`,
          '',
          'Vision Hub',
        ]
      : [
          `Hello ${details.firstName || ''}`.trim() + ',',
          '',
          'Thank you for subscribing to Vision Hub. This is your receipt.',
          '',
          `Order: ${details.orderId}`,
          `Plan: ${details.planName}`,
          details.trialEnd
            ? `6-month free trial until ${formatDate(details.trialEnd, language)}. Nothing is charged today; after the trial you pay ${price} a ${period}.`
            : `Amount paid: ${price} (USD)`,
          ...(discounted
            ? [
                `Veterans-association member discount: ${details.discountPercent}% (regular price ${fullPrice} a ${period}). It applies to every payment${details.trialEnd ? ' after the trial' : ''}.`,
              ]
            : []),
          `Valid from ${formatDate(details.startDate, language)} to ${formatDate(details.expiryDate, language)}.`,
          '',
          'Vision Hub',
        ];
  return {
    to: details.to,
    template: 'receipt',
    language,
    subject:
      language === 'sp'
        ? `Recibo de Vision Hub: pedido ${details.orderId}`
        : `Your Vision Hub receipt: order ${details.orderId}`,
    bodyText: `${lines.join('\n')}\n`,
    dedupeKey: `receipt:${details.orderId}`,
  };
}
