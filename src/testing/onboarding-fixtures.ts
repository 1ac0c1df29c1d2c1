import type { PaymentConfig, PaymentPlan } from '../contracts/payments.ts';
import type { Survey } from '../contracts/surveys.ts';

/** Two questions of survey 1 as the API serves them: one checkbox, one radio group. */
export const QUESTIONNAIRE: Survey = {
  id: 1,
  title: 'Tell us about yourself',
  title_sp: 'Cuéntenos sobre usted',
  elements: [
    {
      questions: [
        {
          id: 1,
          name: 'question1',
          type: 'checkbox',
          title: 'Which eye conditions affect your vision? Choose all that apply.',
          title_sp:
            '¿Qué afecciones de los ojos afectan su visión? Elija todas las que correspondan.',
          choices: [
            { value: 'glaucoma', text: 'Glaucoma', text_sp: 'Glaucoma' },
            { value: 'cataract', text: 'Cataract', text_sp: 'Cataratas' },
          ],
        },
        {
          id: 2,
          name: 'question2',
          type: 'radiogroup',
          title: 'Who is answering these questions?',
          title_sp: '¿Quién está contestando estas preguntas?',
          choices: [
            { value: 'myself', text: 'I am, about myself', text_sp: 'Yo, sobre mí' },
            { value: 'family', text: 'A family member', text_sp: 'Un familiar' },
          ],
        },
      ],
    },
  ],
};

export const PLANS: PaymentPlan[] = [
  {
    id: 1,
    planType: 'monthly',
    displayText: 'Monthly: $9.99 a month',
    displayText_sp: 'Mensual: $9.99 al mes',
    amount: 9.99,
    amount_cents: 999,
    currency: 'usd',
    duration_days: 30,
  },
  {
    id: 2,
    planType: 'yearly',
    displayText: 'Yearly: $99.90 a year (two months free)',
    displayText_sp: 'Anual: $99.90 al año (dos meses gratis)',
    amount: 99.9,
    amount_cents: 9990,
    currency: 'usd',
    duration_days: 365,
  },
];

export function paymentConfig(overrides: Partial<PaymentConfig> = {}): PaymentConfig {
  return {
    gateway: 'sandbox',
    publishable_key: null,
    trial_months: 6,
    member_discount_percent: 20,
    trial_available: false,
    member_discount: false,
    ...overrides,
  };
}
