/**
 * PHOTOS SLOT: the photos area and gallery of an element (inspection-core §2) arrive with the photo
 * issue. Until then the panel keeps their place with a note, and offers no button that would do
 * nothing.
 */
import { IonIcon } from '@ionic/react';
import { imagesOutline } from '../icons.ts';
import { useTranslation } from 'react-i18next';
import { EDITOR_NS } from '../i18n/index.ts';

export function PhotosSlot() {
  const { t } = useTranslation(EDITOR_NS);
  return (
    <section className="photos-slot" data-slot="photos" aria-label={t('photos.title')}>
      <IonIcon icon={imagesOutline} aria-hidden="true" />
      <p>{t('photos.later')}</p>
    </section>
  );
}
