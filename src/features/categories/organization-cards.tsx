// The numbered organisation cards that the reading commands move through: one list for the
// category page and for the list beside the map.
import type { ComponentProps } from 'react';
import { OrganizationCard } from '../../components/organizations/organization-card.tsx';
import type { Organization } from '../../contracts/organizations.ts';
import type { ListReading } from './use-list-reading.ts';

interface OrganizationCardsProps {
  organizations: Organization[];
  subCategoryId: number;
  headingLevel: 3 | 4;
  /** From useListReading: the card last read is marked current; "call" presses its link. */
  reading: Pick<ListReading, 'currentId' | 'callRef'>;
  /** Each card's "View on Map". */
  mapFor: (organization: Organization) => ComponentProps<typeof OrganizationCard>['map'];
}

export function OrganizationCards({
  organizations,
  subCategoryId,
  headingLevel,
  reading,
  mapFor,
}: OrganizationCardsProps) {
  return (
    <ol className="organization-cards">
      {organizations.map((organization, index) => (
        <li
          key={organization.id}
          aria-current={organization.id === reading.currentId ? 'true' : undefined}
          className="organization-item"
        >
          <OrganizationCard
            organization={organization}
            subCategoryId={subCategoryId}
            number={index + 1}
            headingLevel={headingLevel}
            callRef={reading.callRef(organization.id)}
            map={mapFor(organization)}
          />
        </li>
      ))}
    </ol>
  );
}
