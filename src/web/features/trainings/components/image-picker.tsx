import { useRef, useState } from 'react';
import { Alert, Button, Modal } from 'antd';
import { CheckCircleFilled, DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { useToast } from '../../../lib/use-toast';
import { useUploadImage } from '../api/mutations';
import { useGallery } from '../api/queries';
import type { GalleryImage } from '../api/types';
import { useTrainingsT } from '../i18n';
import { GALLERY_CATEGORIES, IMAGE_TYPES, MAX_IMAGE_BYTES } from '../lib/constants';
import { serverMessageOr } from '../lib/errors';
import { localize } from '../../../lib/localize';
import { LoadingBlock } from '../../../components/loading-block';

export interface ImageValue {
  imageId: string | null;
  imageUrl: string | null;
}

/** The 24 preset images grouped by category (spec section 2). */
function GalleryDialog({ open, value, onSelect, onClose }: { open: boolean; value: ImageValue; onSelect: (image: GalleryImage) => void; onClose: () => void }) {
  const { t, language } = useTrainingsT();
  const gallery = useGallery(open);
  const images = gallery.data ?? [];
  const known = new Set<string>(GALLERY_CATEGORIES);
  const categories = [...GALLERY_CATEGORIES, ...new Set(images.map((i) => i.category).filter((c) => !known.has(c)))];

  return (
    <Modal open={open} onCancel={onClose} footer={null} width={860} centered destroyOnHidden title={t('image.galleryTitle')} className="tr-gallery-dialog">
      <p className="dialog-intro">{t('image.galleryIntro')}</p>
      {gallery.isPending && <LoadingBlock />}
      {gallery.isError && <Alert type="error" showIcon title={t('image.galleryError')} />}
      {gallery.isSuccess && images.length === 0 && <Alert type="info" showIcon title={t('image.galleryEmpty')} />}
      {categories.map((category) => {
        const inCategory = images.filter((i) => i.category === category);
        if (inCategory.length === 0) return null;
        const label = (GALLERY_CATEGORIES as readonly string[]).includes(category)
          ? t(`galleryCategories.${category as (typeof GALLERY_CATEGORIES)[number]}`)
          : category;
        return (
          <section key={category} className="tr-gallery__group" aria-label={label}>
            <h4 className="tr-gallery__heading">{label}</h4>
            <div className="tr-gallery__grid">
              {inCategory.map((image) => {
                const selected = value.imageId === image.id || (!value.imageId && value.imageUrl === image.url);
                const title = localize(image.title, language) || image.id;
                return (
                  <button
                    key={image.id}
                    type="button"
                    className={`tr-gallery__item${selected ? ' tr-gallery__item--selected' : ''}`}
                    aria-pressed={selected}
                    aria-label={title}
                    title={title}
                    data-image-id={image.id}
                    onClick={() => onSelect(image)}
                  >
                    <img src={image.url} alt="" loading="lazy" />
                    <span className="tr-gallery__caption">{title}</span>
                    {selected && <CheckCircleFilled className="tr-gallery__check" aria-label={t('image.selected')} />}
                  </button>
                );
              })}
            </div>
          </section>
        );
      })}
    </Modal>
  );
}

/** Cover image: preset gallery or an uploaded image (POST /api/media/images). */
export function ImagePicker({ value, onChange }: { value: ImageValue; onChange: (value: ImageValue) => void }) {
  const { t } = useTrainingsT();
  const toast = useToast();
  const upload = useUploadImage();
  const [galleryOpen, setGalleryOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const uploadFile = async (file: File) => {
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      toast.error(t('image.uploadFailed'), t('image.uploadTypeError'));
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      toast.error(t('image.uploadFailed'), t('image.uploadSizeError'));
      return;
    }
    try {
      const result = await upload.mutateAsync(file);
      onChange({ imageId: null, imageUrl: result.imageUrl });
    } catch (error) {
      toast.error(t('image.uploadFailed'), serverMessageOr(error, error instanceof Error ? error.message : t('common.genericError')));
    }
  };

  return (
    <div className="tr-image-picker">
      <div className="tr-image-picker__preview">
        {value.imageUrl ? (
          <img src={value.imageUrl} alt="" data-testid="cover-preview" />
        ) : (
          <div className="tr-image-picker__empty">
            <PictureOutlined />
            <span>{t('image.none')}</span>
          </div>
        )}
        {upload.isPending && (
          <LoadingBlock className="tr-image-picker__busy" />
        )}
      </div>
      <div className="tr-image-picker__actions">
        <Button icon={<PictureOutlined />} onClick={() => setGalleryOpen(true)}>
          {t('image.chooseGallery')}
        </Button>
        <Button icon={<UploadOutlined />} loading={upload.isPending} onClick={() => fileInput.current?.click()}>
          {upload.isPending ? t('image.uploading') : t('image.upload')}
        </Button>
        {value.imageUrl && (
          <Button type="text" danger icon={<DeleteOutlined />} onClick={() => onChange({ imageId: null, imageUrl: null })}>
            {t('image.remove')}
          </Button>
        )}
        <span className="tr-hint">{t('image.uploadHint')}</span>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          style={{ display: 'none' }}
          data-testid="cover-upload-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void uploadFile(file);
          }}
        />
      </div>
      <GalleryDialog
        open={galleryOpen}
        value={value}
        onClose={() => setGalleryOpen(false)}
        onSelect={(image) => {
          onChange({ imageId: image.id, imageUrl: image.url });
          setGalleryOpen(false);
        }}
      />
    </div>
  );
}
