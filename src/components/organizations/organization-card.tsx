import type { Ref } from 'react';
import { Button, Link } from 'react-aria-components';
import type { Organization } from '../../contracts/organizations.ts';
import { SaveToggle } from '../ui/save-toggle.tsx';
import { htmlLang } from '../../i18n/dictionaries.ts';
import { useI18n } from '../../i18n/i18n-provider.tsx';
import { formatDate } from '../../lib/format.ts';
import { ReportProblemDialog } from '../report-problem/report-problem-dialog.tsx';
import {
  addressLine,
  directionsHref,
  formatPhone,
  numberToCall,
  presentText,
  shownDistance,
  telHref,
} from '../../lib/organization-display.ts';

/** The id of an organisation's "Show on map" button: focus comes back to it from the map. */
export const showOnMapId = (organizationId: number) => `show-on-map-${organizationId}`;

/**
 * "2.50 miles away", as the card says it: the map's marker for the card says it the same way.
 * The caller decides whether the distance shows (shownDistance).
 */
export function milesAway(
  distance: number,
  { t, language }: Pick<ReturnType<typeof useI18n>, 't' | 'language'>,
): string {
  return t('organizations.card.milesAway', {
    miles: new Intl.NumberFormat(`${htmlLang[language]}-US`, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(distance),
  });
}

interface OrganizationCardProps {
  organization: Organization;
  /** The sub-category being listed: its rules decide whether the distance shows. */
  subCategoryId: number;
  /**
   * "View on Map": a link to the organisation detail screen; beside a map, a button that shows
   * the organisation on it; null when the map is hidden or cannot be shown.
   */
  map: { href: string } | { onShow: () => void } | null;
  /** Its number in a numbered list, shown before the name (the map's markers carry it too). */
  number?: number;
  /** The name's heading level, under the list's own heading. */
  headingLevel?: 2 | 3 | 4;
  /** The link of the number to call (numberToCall), for a "call" command to press. */
  callRef?: Ref<HTMLAnchorElement>;
}

/**
 * One organisation, the same on the category page, the map's list and search results. Facts
 * come in the order a caller needs them: name, where, how to call, how far, how current.
 * Links carry the organisation's name, so a list of links read out of context still says
 * which organisation each belongs to, and begins with its visible words (voice control).
 */
export function OrganizationCard({
  organization,
  subCategoryId,
  map,
  number,
  headingLevel = 3,
  callRef,
}: OrganizationCardProps) {
  const { t, language } = useI18n();
  const Heading = `h${headingLevel}` as const;
  const name = organization.organization;
  const directions = directionsHref(organization);
  const address = addressLine(organization);
  const phone = presentText(organization.phone);
  const tollfree = presentText(organization.tollfree);
  const toCall = numberToCall(organization)?.kind;
  const website = presentText(organization.website);
  const distance = shownDistance(organization, subCategoryId);
  const verified = formatDate(organization.verified_at, language);
  const state = presentText(organization.state);

  return (
    <article className="card organization-card" aria-labelledby={`organization-${organization.id}`}>
      {/* Focusable by script: the list's "next result" command moves to it. */}
      <Heading id={`organization-${organization.id}`} className="organization-name" tabIndex={-1}>
        {number !== undefined ? `${number}. ${name}` : name}
      </Heading>
      {address ? <p className="organization-address">{address}</p> : null}
      {organization.outside_radius ? (
        <p className="organization-outside">{t('organizations.card.outsideRadius')}</p>
      ) : null}
      {organization.service_area === 'national' ? (
        <p>{t('organizations.card.national')}</p>
      ) : organization.service_area === 'state' && state ? (
        <p>{t('organizations.card.statewide', { state })}</p>
      ) : null}
      {phone || tollfree ? (
        <dl className="organization-phones">
          {phone ? (
            <div>
              <dt>{t('organizations.card.phone')}</dt>
              <dd>
                <Link
                  ref={toCall === 'phone' ? callRef : undefined}
                  href={telHref(phone)}
                  aria-label={t('organizations.card.call', { name, number: formatPhone(phone) })}
                >
                  {formatPhone(phone)}
                </Link>
              </dd>
            </div>
          ) : null}
          {tollfree ? (
            <div>
              <dt>{t('organizations.card.tollFree')}</dt>
              <dd>
                <Link
                  ref={toCall === 'tollfree' ? callRef : undefined}
                  href={telHref(tollfree)}
                  aria-label={t('organizations.card.callTollFree', {
                    name,
                    number: formatPhone(tollfree),
                  })}
                >
                  {formatPhone(tollfree)}
                </Link>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {distance !== null ? (
        <p className="organization-distance">{milesAway(distance, { t, language })}</p>
      ) : null}
      {/* Its place, and so its distance, is a centre, not its door (ADR 048). */}
      {organization.location_approximate && organization.latitude !== null ? (
        <p className="organization-approximate">{t('organizations.card.approximate')}</p>
      ) : null}
      <p className="organization-verified">
        {verified
          ? t('organizations.card.verified', { date: verified })
          : t('organizations.card.notVerified')}
      </p>
      <p className="organization-actions">
        {website ? (
          <Link
            href={website}
            target="_blank"
            rel="noopener noreferrer"
            className="organization-website"
            aria-label={t('organizations.card.visitWebsiteOf', { name })}
          >
            {t('organizations.card.visitWebsite')}
          </Link>
        ) : null}
        {directions ? (
          <Link
            href={directions}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('organizations.card.directionsTo', { name })}
          >
            {t('organizations.card.directions')}
          </Link>
        ) : null}
        {map === null ? null : 'href' in map ? (
          <Link href={map.href} aria-label={t('organizations.card.viewOnMapOf', { name })}>
            {t('organizations.card.viewOnMap')}
          </Link>
        ) : (
          <Button
            id={showOnMapId(organization.id)}
            className="link-button"
            onPress={map.onShow}
            aria-label={t('organizations.card.showOnMapOf', { name })}
          >
            {t('organizations.card.showOnMap')}
          </Button>
        )}
      </p>
      <SaveToggle item={{ kind: 'organization', organization_id: organization.id }} name={name} />
      {/* Last: a way to correct the card, after everything the card is for. */}
      <p className="organization-report">
        <ReportProblemDialog target={{ type: 'organization', id: organization.id }} name={name} />
      </p>
    </article>
  );
}
