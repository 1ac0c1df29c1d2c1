import { useCallback, useEffect, useState } from 'react';
import { Button, Form, Label, Link, RadioGroup } from 'react-aria-components';
import { useLocation } from 'wouter';
import { LoadState } from '../../components/ui/load-state.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { RadioChoice } from '../../components/ui/radio-choice.tsx';
import { useUnavailableReason } from '../../components/ui/use-unavailable-reason.tsx';
import {
  paymentConfigResponseSchema,
  paymentPlansResponseSchema,
  savePaymentPlanResponseSchema,
  type PaymentConfig,
  type PaymentPlan,
} from '../../contracts/payments.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { announce } from '../../lib/announcer.tsx';
import { ROUTES } from '../../lib/destinations.ts';
import { formatUsd } from '../../lib/format.ts';
import { storePendingOrder } from '../../lib/pending-order.ts';
import { useCurrentUser, useSession } from '../../lib/session.tsx';
import { PROVIDER_ID } from '../../lib/survey-answers.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { OnboardingStepper } from './onboarding-stepper.tsx';

/** The spec's pause between "Plan saved" and the payment page. */
export const PLAN_SAVED_DELAY_MS = 1000;

/** /client/step-5: the plan, third stage of onboarding (and the way back for a lapsed plan). */
export default function Step5Page() {
  const { t } = useI18n();
  const session = useSession();
  const user = useCurrentUser();
  const [, navigate] = useLocation();
  const { load, retry } = useApiData('plans', async () => {
    const [plans, config] = await Promise.all([
      session.request('/api/v1/fetch-payment-plans', {
        schema: paymentPlansResponseSchema,
      }),
      session.request('/api/v1/payment-config', { schema: paymentConfigResponseSchema }),
    ]);
    return { plans: plans.data, config };
  });
  const goToPayment = useCallback(() => navigate(ROUTES.payment), [navigate]);

  if (!user) return null;
  const heading = user.first_name
    ? t('account.step5.heading', { name: user.first_name })
    : t('account.step5.headingNoName');

  return (
    <div className="page onboarding">
      <PageHeading>{heading}</PageHeading>
      <OnboardingStepper current={2} />
      {load.status === 'ready' && load.data.plans.length > 0 ? (
        <PlanForm
          plans={load.data.plans}
          config={load.data.config}
          save={async (planId) => {
            const { data } = await session.request('/api/v1/save-payment-plan-details', {
              method: 'POST',
              body: { user_id: user.user_id, payment_plan_id: planId, provider_id: PROVIDER_ID },
              schema: savePaymentPlanResponseSchema,
            });
            storePendingOrder(data);
          }}
          onSaved={goToPayment}
        />
      ) : (
        <>
          <LoadState
            load={load}
            isEmpty={(data) => data.plans.length === 0}
            loadingText={t('account.step5.loading')}
            failedText={t('account.step5.failed')}
            emptyText={t('account.step5.empty')}
            retryText={t('account.step5.retry')}
            onRetry={retry}
          />
          <div className="form-actions">
            <Link href={ROUTES.step4} className="button">
              {t('account.step5.back')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}

interface PlanFormProps {
  plans: PaymentPlan[];
  config: PaymentConfig;
  save: (planId: number) => Promise<void>;
  onSaved: () => void;
}

function PlanForm({ plans, config, save, onSaved }: PlanFormProps) {
  const { t, language } = useI18n();
  const [planId, setPlanId] = useState<number | null>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const months = config.trial_months;

  /** "$9.99 a month", or for a trial sign-up "Free for 6 months, then $9.99 a month". */
  const priceText = (plan: PaymentPlan) => {
    const price = formatUsd(plan.amount, language);
    const perPeriod =
      plan.planType === 'yearly'
        ? t('account.step5.perYear', { price })
        : t('account.step5.perMonth', { price });
    return config.trial_available
      ? t('account.step5.trialPrice', { months, price: perPeriod })
      : perPeriod;
  };

  const unavailable = useUnavailableReason(planId === null ? t('account.step5.planNeeded') : null);

  const onSubmit = async () => {
    if (planId === null) return unavailable.explain();
    setState('saving');
    try {
      await save(planId);
    } catch (error) {
      console.error('Saving the plan failed', error);
      setState('failed');
      announce(t('account.step5.saveFailed'), 'assertive');
      return;
    }
    setState('saved');
    announce(t('account.step5.saved'), 'polite');
  };

  useEffect(() => {
    if (state !== 'saved') return;
    const timer = setTimeout(onSaved, PLAN_SAVED_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, onSaved]);

  return (
    <Form
      className="plan-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (state !== 'saving' && state !== 'saved') void onSubmit();
      }}
    >
      <p>{t('account.step5.intro')}</p>
      {config.trial_available ? (
        <p className="message">{t('account.step5.trialNote', { months })}</p>
      ) : null}
      {config.member_discount ? (
        <p className="message message-success">
          {t('account.step5.memberNote', { percent: config.member_discount_percent })}
        </p>
      ) : null}
      <RadioGroup
        className="plan-options"
        value={planId === null ? null : String(planId)}
        onChange={(value) => setPlanId(Number(value))}
      >
        <Label className="question-title">{t('account.step5.legend')}</Label>
        <div className="plan-cards">
          {plans.map((plan) => (
            <RadioChoice key={plan.id} value={String(plan.id)} className="plan-card">
              <span>
                <strong>
                  {plan.planType === 'yearly'
                    ? t('account.step5.yearly')
                    : t('account.step5.monthly')}
                </strong>
                {': '}
                {priceText(plan)}
              </span>
            </RadioChoice>
          ))}
        </div>
      </RadioGroup>
      {state === 'failed' ? (
        <p className="message message-error">{t('account.step5.saveFailed')}</p>
      ) : null}
      {state === 'saved' ? (
        <p className="message message-success">{t('account.step5.saved')}</p>
      ) : null}
      {unavailable.reasonText}
      <div className="form-actions">
        <Link href={ROUTES.step4} className="button">
          {t('account.step5.back')}
        </Link>
        <Button
          type="submit"
          className="button button-primary"
          isPending={state === 'saving' || state === 'saved'}
          {...unavailable.buttonProps}
        >
          {state === 'saving' ? t('account.step5.saving') : t('account.step5.next')}
        </Button>
      </div>
    </Form>
  );
}
