import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useI18n } from '../../i18n/i18n-provider.tsx';

const MEMBERS = ['founder', 'accessibility', 'content', 'veterans'] as const;
type Member = (typeof MEMBERS)[number];

function TeamMember({ id }: { id: Member }) {
  const { t } = useI18n();
  const name = t(`marketing.team.members.${id}.name`);
  return (
    <li className="card">
      <h3>{name}</h3>
      <p>
        <strong>{t(`marketing.team.members.${id}.role`)}</strong>
      </p>
      <p>{t(`marketing.team.members.${id}.summary`)}</p>
      {/* React Aria moves focus into the dialog, keeps it there, closes on Escape and
          returns focus to this button. */}
      <DialogTrigger>
        <Button className="button">{t('marketing.team.readBio', { name })}</Button>
        <ModalOverlay className="modal-overlay" isDismissable>
          <Modal className="modal">
            <Dialog className="dialog">
              <Heading slot="title" level={2}>
                {name}
              </Heading>
              <p>
                <strong>{t(`marketing.team.members.${id}.role`)}</strong>
              </p>
              <p>{t(`marketing.team.members.${id}.bio1`)}</p>
              <p>{t(`marketing.team.members.${id}.bio2`)}</p>
              <p>{t(`marketing.team.members.${id}.bio3`)}</p>
              <Button slot="close" className="button button-primary">
                {t('marketing.team.close')}
              </Button>
            </Dialog>
          </Modal>
        </ModalOverlay>
      </DialogTrigger>
    </li>
  );
}

export default function OurTeamPage() {
  const { t } = useI18n();
  return (
    <div className="page">
      <PageHeading>{t('marketing.team.heading')}</PageHeading>
      <p className="lead prose">{t('marketing.team.intro')}</p>

      <h2>{t('marketing.team.listHeading')}</h2>
      <ul className="card-grid">
        {MEMBERS.map((id) => (
          <TeamMember key={id} id={id} />
        ))}
      </ul>
    </div>
  );
}
