import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { CalendarDate, parseDate } from '@internationalized/date';
import {
  Button,
  DateField,
  DateInput,
  DateSegment,
  Form,
  Label,
  RadioGroup,
  type DateSegmentProps,
} from 'react-aria-components';
import { FieldErrorMessage, FieldHint } from '../../components/ui/field-text.tsx';
import { searchStates, type StateSearchNames } from '../../contracts/state-search.ts';
import type { BasicProfile, MyProfile, User } from '../../contracts/users.ts';
import { ErrorSummary } from '../../components/ui/error-summary.tsx';
import { FormComboBox } from '../../components/ui/form-combo-box.tsx';
import { FormTextField } from '../../components/ui/form-text-field.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { RadioChoice } from '../../components/ui/radio-choice.tsx';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import type { TranslationKey } from '../../i18n/dictionaries.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { formatPhone, maskPhone } from './phone-mask.ts';
import {
  PROFILE_FIELDS,
  serverFieldErrors,
  validateProfile,
  type FieldMessage,
  type ProfileErrors,
  type ProfileField,
  type ProfileValues,
  type ProfileVariant,
} from './profile-validation.ts';
import { useCities, useStates } from './use-geography.ts';

/** The state field's search: the shared rule the server's place search uses too. */
function findStates<T extends { search: StateSearchNames }>(typed: string, options: readonly T[]) {
  return searchStates(typed, options, (option) => option.search);
}

/** The checked values of each form, as the contract's schema returns them. */
export type ProfileData<V extends ProfileVariant> = V extends 'basic' ? BasicProfile : MyProfile;

export interface SaveContext {
  /** The chosen state's postal code (the server derives it too; the spec sends it). */
  stateCode: string | null;
}

interface ProfileFormProps<V extends ProfileVariant> {
  variant: V;
  user: User;
  heading: string;
  intro: string;
  /** Between the heading and the form (the onboarding stepper). */
  beforeForm?: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  secondaryLabel: string;
  onSecondary: () => void;
  /** Where the secondary button sits: Back goes before Next, Cancel after Save. */
  secondaryPosition: 'before' | 'after';
  /** Saves the checked values; a thrown error is shown and nothing typed is lost. */
  onSave: (data: ProfileData<V>, context: SaveContext) => Promise<void>;
  /** Keeps the submit button busy after the save (while the page moves on). */
  isBusy?: boolean;
  /** Under the buttons (the saved message). */
  afterForm?: ReactNode;
}

/** Ids are fixed: one profile form per page, and the error summary links to them. */
export function fieldId(field: ProfileField): string {
  return `profile-${field.replace('_', '-')}`;
}

function initialValues(user: User): ProfileValues {
  let dob: CalendarDate | null = null;
  try {
    dob = user.dob ? parseDate(user.dob) : null;
  } catch {
    // A stored date the calendar cannot read is left for the user to enter again.
  }
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    contact_number: formatPhone(user.contact_number ?? ''),
    dob,
    dobIsPartial: false,
    state_id: user.state_id,
    zipcode: user.zipcode ?? '',
    address1: user.address1 ?? '',
    address2: user.address2 ?? '',
    city_id: user.city_id,
    is_veteran: user.is_veteran,
  };
}

function failureKey(error: unknown): TranslationKey {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return 'account.errors.saveOffline';
    if (error.body?.code === 'rate_limited') return 'account.errors.saveRateLimited';
  }
  return 'account.errors.saveFailed';
}

/** A typed value stays typed: the phone mask keeps the caret after the digit it followed. */
function PhoneField({
  value,
  onChange,
  errorMessage,
}: {
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
}) {
  const { t } = useI18n();
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);

  // Runs after every render: the parent re-renders on each change even when the masked text
  // is unchanged (a deleted separator), and React has just put the value back, caret at the end.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pendingCaret.current;
    if (!input || caret === null) return;
    pendingCaret.current = null;
    if (document.activeElement === input) input.setSelectionRange(caret, caret);
  });

  return (
    <FormTextField
      id={fieldId('contact_number')}
      label={t('account.fields.contactNumber')}
      hint={t('account.fields.contactHint')}
      errorMessage={errorMessage}
      value={value}
      onChange={(raw) => {
        const masked = maskPhone(raw, inputRef.current?.selectionStart ?? raw.length);
        pendingCaret.current = masked.caret;
        onChange(masked.value);
      }}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      isRequired
      inputRef={inputRef}
    />
  );
}

export function ProfileForm<V extends ProfileVariant>({
  variant,
  user,
  heading,
  intro,
  beforeForm,
  submitLabel,
  pendingLabel,
  secondaryLabel,
  onSecondary,
  secondaryPosition,
  onSave,
  isBusy = false,
  afterForm,
}: ProfileFormProps<V>) {
  const { t, language } = useI18n();
  const [values, setValues] = useState<ProfileValues>(() => initialValues(user));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [failure, setFailure] = useState<TranslationKey | null>(null);
  const [focusKey, setFocusKey] = useState(0);
  const [isSaving, setIsSaving] = useState(false);
  // Which of the date's parts hold something typed (from React Aria's segments).
  const dobTyped = useRef(new Map<string, boolean>());
  const states = useStates();
  const cities = useCities(variant === 'my-profile' ? values.state_id : null);
  const isPending = isSaving || isBusy;
  const isFull = variant === 'my-profile';

  const message = (field: ProfileField): string | undefined => {
    const entry: FieldMessage | undefined = errors[field];
    return entry ? t(entry.key, entry.params) : undefined;
  };

  function update<F extends keyof ProfileValues>(field: F, value: ProfileValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's message goes once the user changes it; the rest stay until the next submit.
    if (field in errors) {
      setErrors((current) => {
        const next = { ...current };
        delete next[field as ProfileField];
        return next;
      });
    }
  }

  // React Aria's DateField reports a value only when the whole date is filled in; a part
  // typed without the rest is a segment that is no longer a placeholder.
  function isDobPartial(): boolean {
    return [...dobTyped.current.values()].some(Boolean);
  }

  // Shown in the interface's language; found by code or by either language's name, since
  // many Spanish speakers in the US know their state by its English name.
  const stateOptions = useMemo(
    () =>
      states.load.status === 'ready'
        ? states.load.data.map((state) => ({
            id: state.state_id,
            name: language === 'sp' ? state.state_name_sp : state.state_name,
            search: { code: state.state_code, name: state.state_name, nameSp: state.state_name_sp },
          }))
        : [],
    [states.load, language],
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const checked = validateProfile({ ...values, dobIsPartial: isDobPartial() }, variant);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure(null);
      setFocusKey((key) => key + 1);
      return;
    }
    setErrors({});
    setFailure(null);
    setIsSaving(true);
    const chosenState =
      states.load.status === 'ready'
        ? states.load.data.find((state) => state.state_id === values.state_id)
        : undefined;
    try {
      await onSave(checked.data as ProfileData<V>, {
        stateCode: chosenState?.state_code ?? user.state_code,
      });
    } catch (error) {
      console.error('Failed to save the profile', error);
      const fieldErrors =
        error instanceof ApiRequestError && error.body?.code === 'validation_failed'
          ? serverFieldErrors(error.body.details, variant)
          : null;
      if (fieldErrors) setErrors(fieldErrors);
      else setFailure(failureKey(error));
      setFocusKey((key) => key + 1);
    } finally {
      setIsSaving(false);
    }
  }

  const summaryItems = PROFILE_FIELDS[variant].flatMap((field) => {
    const text = message(field);
    if (!text) return [];
    // The city list is disabled until a state is chosen; its link then leads to the state.
    const target = field === 'city_id' && values.state_id === null ? 'state_id' : field;
    return [{ targetId: fieldId(target), message: text }];
  });
  const hasErrors = summaryItems.length > 0 || failure !== null;

  const secondary = (
    <Button className="button" onPress={onSecondary}>
      {secondaryLabel}
    </Button>
  );

  return (
    <div className="page profile-page">
      <ErrorSummary
        title={t('account.errors.summaryTitle')}
        items={summaryItems}
        description={failure ? t(failure) : undefined}
        focusKey={focusKey}
      />
      <PageHeading hasErrors={hasErrors}>{heading}</PageHeading>
      {beforeForm}
      <p>{intro}</p>
      <Form
        className="profile-form"
        onSubmit={(event) => void submit(event)}
        validationBehavior="aria"
      >
        <FormTextField
          label={t('account.fields.email')}
          hint={t('account.fields.emailHint')}
          value={user.email}
          isReadOnly
          type="email"
          spellCheck="false"
        />
        <FormTextField
          id={fieldId('first_name')}
          label={t('account.fields.firstName')}
          errorMessage={message('first_name')}
          value={values.first_name}
          onChange={(value) => update('first_name', value)}
          autoComplete="given-name"
          spellCheck="false"
          isRequired
        />
        <FormTextField
          id={fieldId('last_name')}
          label={t('account.fields.lastName')}
          errorMessage={message('last_name')}
          value={values.last_name}
          onChange={(value) => update('last_name', value)}
          autoComplete="family-name"
          spellCheck="false"
          isRequired
        />
        <PhoneField
          value={values.contact_number}
          onChange={(value) => update('contact_number', value)}
          errorMessage={message('contact_number')}
        />
        <DateField
          id={fieldId('dob')}
          className="field"
          value={values.dob}
          onChange={(value) => update('dob', value)}
          // Arrow keys start from a plausible birth year rather than today.
          placeholderValue={new CalendarDate(1980, 1, 1)}
          granularity="day"
          autoComplete="bday"
          isRequired
          isInvalid={Boolean(message('dob'))}
          validationBehavior="aria"
        >
          <Label className="field-label">{t('account.fields.dob')}</Label>
          <FieldHint>{t('account.fields.dobHint')}</FieldHint>
          <FieldErrorMessage>{message('dob')}</FieldErrorMessage>
          <DateInput className="input date-input">
            {(segment) => (
              <WatchedSegment
                segment={segment}
                onTyped={(type, typed) => dobTyped.current.set(type, typed)}
              />
            )}
          </DateInput>
        </DateField>
        {isFull ? (
          <>
            <FormTextField
              id={fieldId('address1')}
              label={t('account.fields.address1')}
              errorMessage={message('address1')}
              value={values.address1}
              onChange={(value) => update('address1', value)}
              autoComplete="address-line1"
              isRequired
            />
            <FormTextField
              id={fieldId('address2')}
              label={t('account.fields.address2')}
              errorMessage={message('address2')}
              value={values.address2}
              onChange={(value) => update('address2', value)}
              autoComplete="address-line2"
            />
          </>
        ) : null}
        {/* No state is chosen for the user. The spec's "default Alabama" would make the
            required-state rule unreachable and give most users a wrong state without them
            noticing; an empty required field makes them choose. */}
        <FormComboBox
          id={fieldId('state_id')}
          label={t('account.fields.state')}
          hint={t('account.fields.stateHint')}
          errorMessage={message('state_id')}
          emptyText={t('account.fields.noMatches')}
          options={stateOptions}
          search={findStates}
          value={values.state_id}
          onChange={(stateId) => {
            if (stateId === values.state_id) return;
            update('state_id', stateId);
            // A city belongs to its state: a new state empties the city.
            if (isFull) update('city_id', null);
          }}
          isRequired
          statusText={
            states.load.status === 'loading'
              ? t('account.fields.statesLoading')
              : states.load.status === 'failed'
                ? t('account.fields.statesFailed')
                : undefined
          }
          action={
            states.load.status === 'failed' ? (
              <Button className="button" onPress={states.retry}>
                {t('account.fields.retry')}
              </Button>
            ) : null
          }
        />
        {isFull ? (
          <FormComboBox
            id={fieldId('city_id')}
            label={t('account.fields.city')}
            hint={
              values.state_id === null
                ? t('account.fields.cityNeedsState')
                : t('account.fields.cityHint')
            }
            errorMessage={message('city_id')}
            emptyText={t('account.fields.noMatches')}
            options={
              cities.load.status === 'ready'
                ? cities.load.data.map((city) => ({ id: city.city_id, name: city.city_name }))
                : []
            }
            value={values.city_id}
            onChange={(cityId) => update('city_id', cityId)}
            isDisabled={values.state_id === null}
            isRequired
            statusText={
              cities.load.status === 'loading'
                ? t('account.fields.citiesLoading')
                : cities.load.status === 'failed'
                  ? t('account.fields.citiesFailed')
                  : undefined
            }
            action={
              cities.load.status === 'failed' ? (
                <Button className="button" onPress={cities.retry}>
                  {t('account.fields.retry')}
                </Button>
              ) : null
            }
          />
        ) : null}
        <FormTextField
          id={fieldId('zipcode')}
          label={t('account.fields.zipcode')}
          hint={t('account.fields.zipcodeHint')}
          errorMessage={message('zipcode')}
          value={values.zipcode}
          onChange={(value) => update('zipcode', value)}
          inputMode="numeric"
          autoComplete="postal-code"
          spellCheck="false"
          isRequired
        />
        {isFull ? (
          <>
            <FormTextField
              label={t('account.fields.country')}
              value={t('account.fields.countryValue')}
              isReadOnly
            />
            <RadioGroup
              id={fieldId('is_veteran')}
              className="field radio-group"
              value={String(values.is_veteran)}
              onChange={(value) => update('is_veteran', value === '1' ? 1 : 0)}
              orientation="horizontal"
              isRequired
            >
              <Label className="field-label">{t('account.fields.veteran')}</Label>
              <div className="radio-options">
                <RadioChoice value="1">{t('account.fields.yes')}</RadioChoice>
                <RadioChoice value="0">{t('account.fields.no')}</RadioChoice>
              </div>
            </RadioGroup>
          </>
        ) : null}
        <div className="form-actions">
          {secondaryPosition === 'before' ? secondary : null}
          <Button type="submit" className="button button-primary" isPending={isPending}>
            {isPending ? pendingLabel : submitLabel}
          </Button>
          {secondaryPosition === 'after' ? secondary : null}
        </div>
      </Form>
      {afterForm}
    </div>
  );
}

/**
 * A date part that tells the form whether it holds something typed, from the segment React
 * Aria hands the render function (`isPlaceholder`), not from the markup it renders.
 */
function WatchedSegment({
  segment,
  onTyped,
}: {
  segment: DateSegmentProps['segment'];
  onTyped: (type: string, typed: boolean) => void;
}) {
  const typed = segment.type !== 'literal' && !segment.isPlaceholder;
  useEffect(() => {
    if (segment.type !== 'literal') onTyped(segment.type, typed);
  }, [segment.type, typed, onTyped]);
  return <DateSegment segment={segment} className="date-segment" />;
}
