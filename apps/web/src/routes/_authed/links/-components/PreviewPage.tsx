import { OG_DESCRIPTION_MAX, OG_IMAGE_MAX_BYTES, OG_IMAGE_TOO_LARGE, OG_MESSAGES, OG_TITLE_MAX } from '@kurz/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { LabeledInput } from '../../../../components/LabeledInput';
import { linkErrorText } from '../../../../lib/links';
import { postFile, UploadError } from '../../../../lib/upload';
import { useTRPC } from '../../../../lib/trpc';
import { useRoleBlock } from '../../../../lib/auth/me';
import { CountedField, UpgradeNote } from './fields';
import { SaveStatus, type SaveOutcome } from '../../../../components/SaveStatus';
import { ShareCard } from './ShareCard';
import { EditorLoading, LinkEditorHead, usePlanGate } from './linkEditor';
import '../../../../styles/links.css';

const PREVIEW_UPGRADE_REASON = 'Custom previews require a paid plan';

const UPLOAD_ERRORS: Record<string, string> = {
  unsupported_media_type: 'That file is not a supported image (PNG, JPEG, GIF or WebP).',
  payload_too_large: OG_IMAGE_TOO_LARGE,
  custom_preview_not_allowed: PREVIEW_UPGRADE_REASON,
  unauthorized: 'Your session has ended. Sign in again.',
};

/** POST /api/og/upload (multipart 'file'): the public URL of the stored image, or an error to show. */
export async function uploadOgImage(file: File): Promise<string> {
  let url: string | undefined;
  try {
    ({ url } = await postFile<{ url?: string }>('/api/og/upload', file, file.name));
  } catch (err) {
    const code = err instanceof UploadError ? err.code : 'upload_failed';
    throw new Error(UPLOAD_ERRORS[code] ?? code, { cause: err });
  }
  if (!url) throw new Error('upload_failed');
  return url;
}

export function PreviewPage({ hostname, slug }: { hostname: string; slug: string }) {
  const trpc = useTRPC();
  const og = useQuery({ ...trpc.links.og.queryOptions({ hostname, slug }), enabled: !!hostname });
  const { limits, askUpgrade, upgradeDialog } = usePlanGate();

  return (
    <section className="page editor-page">
      <LinkEditorHead title="Social preview" hostname={hostname} slug={slug} />
      {!hostname && <ErrorAlert>The link's hostname is missing from the address.</ErrorAlert>}
      {hostname && <EditorLoading settings={og} limits={limits} />}
      {og.data && limits.data && (
        <PreviewEditor
          key={`${hostname}/${slug}`}
          hostname={hostname}
          slug={slug}
          initial={og.data}
          allowed={limits.data.features.custom_preview}
          onUpgrade={() => askUpgrade(PREVIEW_UPGRADE_REASON)}
        />
      )}
      {upgradeDialog}
    </section>
  );
}

interface OgData {
  enabled: boolean;
  title: string;
  description: string;
  image_url: string | null;
}

interface PreviewEditorProps {
  hostname: string;
  slug: string;
  initial: OgData;
  allowed: boolean;
  onUpgrade: () => void;
  upload?: (file: File) => Promise<string>;
}

export function PreviewEditor({
  hostname,
  slug,
  initial,
  allowed,
  onUpgrade,
  upload = uploadOgImage,
}: PreviewEditorProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const ref = { hostname, slug };
  const fileId = useId();
  const [enabled, setEnabled] = useState(initial.enabled);
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description);
  const [imageUrl, setImageUrl] = useState(initial.image_url ?? '');
  const [status, setStatus] = useState<SaveOutcome>(null);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [imageBroken, setImageBroken] = useState(false);
  const saveOg = useMutation(trpc.links.setOg.mutationOptions());
  const removeOg = useMutation(trpc.links.deleteOg.mutationOptions());
  const roleBlock = useRoleBlock('member');
  const disabled = !allowed || roleBlock !== null;
  // What the server holds (the query's data, kept up to date by save and remove): nothing to remove.
  const nothingSaved = !initial.enabled && !initial.title && !initial.description && !initial.image_url;
  const queryKey = trpc.links.og.queryKey(ref);
  const imageProblem =
    imageUrl.trim() && !/^https?:\/\//i.test(imageUrl.trim()) ? 'Enter a full http:// or https:// image URL' : null;

  useEffect(() => setImageBroken(false), [imageUrl]);

  const changed = () => setStatus(null);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setUploadProblem(null);
    if (!file.type.startsWith('image/')) {
      setUploadProblem('Please choose an image file');
      return;
    }
    // The server would refuse it after the whole file went up: say so at once.
    if (file.size > OG_IMAGE_MAX_BYTES) {
      setUploadProblem(OG_IMAGE_TOO_LARGE);
      return;
    }
    setUploading(true);
    try {
      setImageUrl(await upload(file));
      changed();
    } catch (error) {
      setUploadProblem(error instanceof Error ? error.message : 'upload_failed');
    } finally {
      setUploading(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (imageProblem) return;
    setStatus(null);
    saveOg.mutate(
      {
        ...ref,
        data: { enabled, title: title.trim(), description: description.trim(), image_url: imageUrl.trim() || null },
      },
      {
        onSuccess: (data) => {
          queryClient.setQueryData(queryKey, data);
          setStatus({ ok: true, text: 'Saved' });
        },
        onError: (error) => setStatus({ ok: false, text: `Save failed: ${linkErrorText(error)}` }),
      },
    );
  };

  const remove = () => {
    if (!window.confirm(OG_MESSAGES.confirmRemove)) return;
    setStatus(null);
    removeOg.mutate(ref, {
      onSuccess: () => {
        setEnabled(false);
        setTitle('');
        setDescription('');
        setImageUrl('');
        queryClient.setQueryData(queryKey, { enabled: false, title: '', description: '', image_url: null });
        setStatus({ ok: true, text: 'Preview removed' });
      },
      onError: (error) => setStatus({ ok: false, text: linkErrorText(error) }),
    });
  };

  const shownImage = imageUrl.trim() && !imageProblem && !imageBroken ? imageUrl.trim() : null;

  return (
    <div className="preview-layout">
      <form className="card editor-card form" onSubmit={submit} noValidate aria-label="Preview settings">
        {!allowed && <UpgradeNote text="Custom social previews are a paid feature." onUpgrade={onUpgrade} />}
        <fieldset className="plain-fieldset form" disabled={disabled}>
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              checked={enabled}
              onChange={(e) => {
                setEnabled(e.target.checked);
                changed();
              }}
            />
            <span className="switch-track" aria-hidden="true" />
            <span>Use this preview when the link is shared</span>
          </label>
          <CountedField
            label="Title"
            name="og-title"
            value={title}
            max={OG_TITLE_MAX}
            placeholder="What people see in bold"
            onChange={(v) => {
              setTitle(v);
              changed();
            }}
          />
          <CountedField
            label="Description"
            name="og-description"
            value={description}
            max={OG_DESCRIPTION_MAX}
            multiline
            placeholder="One or two sentences under the title"
            onChange={(v) => {
              setDescription(v);
              changed();
            }}
          />
          <LabeledInput
            label="Image URL"
            type="url"
            name="image_url"
            placeholder="https://…/image.png"
            value={imageUrl}
            aria-invalid={!!imageProblem}
            onChange={(v) => {
              setImageUrl(v);
              changed();
            }}
          />
          {imageProblem && (
            <p className="field-error" role="alert">
              {imageProblem}
            </p>
          )}
          <div className="upload-row">
            <label htmlFor={fileId} className={`btn btn-small${disabled || uploading ? ' is-disabled' : ''}`}>
              {uploading ? 'Uploading…' : 'Upload image'}
            </label>
            <input
              id={fileId}
              className="visually-hidden"
              type="file"
              accept="image/*"
              aria-label="Upload image"
              onChange={(e) => void onFile(e)}
              disabled={disabled || uploading}
            />
            <span className="field-hint">PNG, JPEG, GIF or WebP; 1200×630 looks best.</span>
          </div>
          {uploadProblem && <ErrorAlert>{uploadProblem}</ErrorAlert>}
        </fieldset>
        <div className="editor-actions">
          <SaveStatus outcome={status} />
          <button
            type="button"
            className="btn btn-danger-ghost"
            disabled={disabled || nothingSaved || removeOg.isPending}
            title={nothingSaved ? 'This link has no saved preview' : undefined}
            onClick={remove}
          >
            Remove preview
          </button>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={disabled || saveOg.isPending}
            title={roleBlock ?? undefined}
          >
            {saveOg.isPending ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>

      <aside className="preview-side" aria-label="Live preview">
        <h2 className="small-heading">Live preview</h2>
        <ShareCard
          hostname={hostname}
          title={title}
          description={description}
          image={shownImage}
          enabled={enabled}
          onBroken={() => setImageBroken(true)}
        />
        {!enabled && <p className="fine-print">Off: crawlers see the target page's own preview.</p>}
      </aside>
    </div>
  );
}
