import { clampLogoSize, clampQrSize, isHardToScan, MSG, QR, renderQrSvg, type TQrInfo } from '@kurz/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { saveFile } from '../../../../lib/download';
import { logoDataUri, svgDataUrl, svgToPngBlob, uploadQrLogo, uploadQrPng } from '../../../../lib/qr';
import { UploadError } from '../../../../lib/upload';
import { errorCode, useTRPC } from '../../../../lib/trpc';
import { useRoleBlock } from '../../../../lib/auth/me';
import { SaveStatus, type SaveOutcome } from '../../../../components/SaveStatus';
import { EditorLoading, LinkEditorHead, usePlanGate } from './linkEditor';
import '../../../../styles/links.css';

const LOGO_UPGRADE_REASON = 'Logos in QR codes require a paid plan';
const LOGO_TYPES = 'image/png,image/jpeg,image/gif';
const LOGO_ERRORS: Record<string, string> = {
  unsupported_media_type: 'That file is not a supported logo (PNG, JPEG or GIF).',
  payload_too_large: 'That logo is too large (at most 1 MiB).',
  upload_failed: 'The logo could not be uploaded. Try again.',
};

/** Why a save failed, where the server's code alone would puzzle; other codes are shown as they are. */
const SAVE_ERRORS: Record<string, string> = {
  qr_content_mismatch: 'The exported image did not scan as this link. Try PNG again, or SVG.',
  qr_logo_not_allowed: LOGO_UPGRADE_REASON,
  invalid_logo: 'The logo is no longer available. Upload it again.',
  rate_limited: 'Too many saves in an hour. Try again later.',
  upload_failed: MSG.qr.saveFailed,
};

/** Spec §9: QR info is never served from the cache. */
export const qrInfoQueryOptions = (trpc: ReturnType<typeof useTRPC>, hostname: string, slug: string) => ({
  ...trpc.qr.info.queryOptions({ hostname, slug }),
  staleTime: 0,
});

export function QrPage({ hostname, slug }: { hostname: string; slug: string }) {
  const trpc = useTRPC();
  const info = useQuery({ ...qrInfoQueryOptions(trpc, hostname, slug), enabled: !!hostname });
  const { limits, askUpgrade, upgradeDialog } = usePlanGate();
  return (
    <section className="page editor-page">
      <LinkEditorHead title={MSG.qr.title} hostname={hostname} slug={slug} />
      {!hostname && <ErrorAlert>The link's hostname is missing from the address.</ErrorAlert>}
      {hostname && <EditorLoading settings={info} limits={limits} />}
      {info.data && limits.data && (
        <QrEditor
          key={`${hostname}/${slug}`}
          hostname={hostname}
          slug={slug}
          info={info.data}
          logoAllowed={limits.data.features.qr_codes}
          onUpgrade={() => askUpgrade(LOGO_UPGRADE_REASON)}
        />
      )}
      {upgradeDialog}
    </section>
  );
}

/** Waits `ms` after the last change before passing a value on. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

interface EditorProps {
  hostname: string;
  slug: string;
  info: TQrInfo;
  logoAllowed: boolean;
  onUpgrade: () => void;
}

const PRESETS: readonly number[] = QR.sizePresets;

export function QrEditor({ hostname, slug, info, logoAllowed, onUpgrade }: EditorProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const ids = {
    size: useId(),
    custom: useId(),
    margin: useId(),
    dark: useId(),
    light: useId(),
    logo: useId(),
    logoSize: useId(),
    format: useId(),
  };
  const saved = info.qr;
  const [sizeChoice, setSizeChoice] = useState(PRESETS.includes(saved.size) ? String(saved.size) : 'custom');
  const [customSize, setCustomSize] = useState(String(saved.size));
  const [margin, setMargin] = useState(saved.margin);
  const [dark, setDark] = useState(saved.color_dark.toLowerCase());
  const [light, setLight] = useState(saved.color_light.toLowerCase());
  const [logoUrl, setLogoUrl] = useState(saved.logo_url);
  const roleBlock = useRoleBlock('member');
  const [logoData, setLogoData] = useState<string | null>(null);
  const [logoNote, setLogoNote] = useState<string | null>(null);
  const [logoPercent, setLogoPercent] = useState(Math.round(saved.image_size * 100));
  const [format, setFormat] = useState<'png' | 'svg'>(saved.image_format ?? 'png');
  const [status, setStatus] = useState<SaveOutcome>(null);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const saveConfig = useMutation(trpc.qr.setConfig.mutationOptions());

  const size = sizeChoice === 'custom' ? clampQrSize(Number(customSize)) : Number(sizeChoice);
  const previewSize = Math.min(size, QR.previewMax);
  const shownLogoSize = useDebounced(logoPercent, QR.logoDebounceMs) / 100;
  const hardToScan = isHardToScan(dark, light);

  // A logo that cannot be loaded is removed from the preview (and from what would be saved).
  useEffect(() => {
    setLogoData(null);
    if (!logoUrl) return;
    let live = true;
    logoDataUri(logoUrl).then(
      (data) => live && setLogoData(data),
      () => {
        if (!live) return;
        setLogoUrl(null);
        setLogoNote('The logo could not be loaded and was removed.');
      },
    );
    return () => {
      live = false;
    };
  }, [logoUrl]);

  const svgAt = (px: number, logoSize: number) =>
    renderQrSvg({
      text: info.qr_text,
      size: px,
      margin,
      colorDark: dark,
      colorLight: light,
      logo: logoData ? { href: logoData, size: logoSize } : null,
    });
  // About a millisecond to draw: redrawn on every render rather than memoised.
  const previewSvg = svgAt(previewSize, shownLogoSize);

  const changed = () => setStatus(null);

  const onLogoFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setLogoNote(null);
    if (!file.type.startsWith('image/')) {
      setLogoNote('Please choose an image file');
      return;
    }
    setUploading(true);
    try {
      setLogoUrl((await uploadQrLogo(file)).url);
      changed();
    } catch (error) {
      // Spec §8: a failed logo upload opens the upgrade dialog; why it failed shows beside the button.
      const code = error instanceof UploadError ? error.code : 'upload_failed';
      if (code !== 'qr_logo_not_allowed') setLogoNote(LOGO_ERRORS[code] ?? code);
      onUpgrade();
    } finally {
      setUploading(false);
    }
  };

  /** The design as it stands, at the chosen size, straight to a file: nothing is saved or published. */
  const [exporting, setExporting] = useState(false);
  const [exportProblem, setExportProblem] = useState<string | null>(null);
  const download = async (kind: 'png' | 'svg') => {
    setExportProblem(null);
    setExporting(true);
    try {
      const svg = svgAt(size, clampLogoSize(logoPercent / 100));
      const blob = kind === 'svg' ? new Blob([svg], { type: 'image/svg+xml' }) : await svgToPngBlob(svg, size);
      saveFile(`${slug}-qr-${size}.${kind}`, blob);
    } catch {
      setExportProblem('The image could not be made in this browser. Try SVG.');
    } finally {
      setExporting(false);
    }
  };

  const save = async () => {
    setStatus(null);
    setSaving(true);
    const settings = {
      margin,
      size,
      color_dark: dark,
      color_light: light,
      logo_url: logoUrl,
      image_size: clampLogoSize(logoPercent / 100),
    };
    try {
      // SVG: rendered by the server. PNG: exported here at the chosen size and checked by the server,
      // once the settings are taken (a refused save, e.g. a logo the plan no longer allows, publishes nothing).
      await saveConfig.mutateAsync({ hostname, slug, data: { ...settings, ...(format === 'svg' ? { format } : {}) } });
      if (format === 'png')
        await uploadQrPng(hostname, slug, await svgToPngBlob(svgAt(size, settings.image_size), size));
      await queryClient.invalidateQueries({ queryKey: trpc.qr.info.queryKey({ hostname, slug }) });
      setStatus({ ok: true, text: MSG.qr.saved });
    } catch (error) {
      const code = error instanceof UploadError ? error.code : errorCode(error);
      setStatus({ ok: false, text: (code && (SAVE_ERRORS[code] ?? code)) || MSG.qr.saveFailed });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="preview-layout qr-layout">
      <form
        className="card editor-card form"
        aria-label="QR settings"
        onSubmit={(e) => (e.preventDefault(), void save())}
        noValidate
      >
        <div className="qr-row">
          <div className="qr-field">
            <label htmlFor={ids.size}>Size</label>
            <select id={ids.size} value={sizeChoice} onChange={(e) => (setSizeChoice(e.target.value), changed())}>
              {PRESETS.map((p) => (
                <option key={p} value={p}>{`${p} px`}</option>
              ))}
              <option value="custom">Custom</option>
            </select>
          </div>
          {sizeChoice === 'custom' && (
            <div className="qr-field">
              <label htmlFor={ids.custom}>Custom size (px)</label>
              <input
                id={ids.custom}
                type="number"
                min={QR.sizeMin}
                max={QR.sizeMax}
                value={customSize}
                onChange={(e) => (setCustomSize(e.target.value), changed())}
                onBlur={() => setCustomSize(String(clampQrSize(Number(customSize))))}
              />
            </div>
          )}
        </div>
        <div className="qr-field">
          <label htmlFor={ids.margin}>Margin</label>
          <output htmlFor={ids.margin}>{margin}</output>
          <input
            id={ids.margin}
            type="range"
            min={QR.marginMin}
            max={QR.marginMax}
            step={1}
            value={margin}
            onChange={(e) => (setMargin(Number(e.target.value)), changed())}
          />
        </div>
        <div className="qr-row">
          <div className="qr-field">
            <label htmlFor={ids.dark}>Dark colour</label>
            <input id={ids.dark} type="color" value={dark} onChange={(e) => (setDark(e.target.value), changed())} />
          </div>
          <div className="qr-field">
            <label htmlFor={ids.light}>Light colour</label>
            <input id={ids.light} type="color" value={light} onChange={(e) => (setLight(e.target.value), changed())} />
          </div>
        </div>
        {hardToScan && (
          <p className="qr-warning" role="status" data-testid="contrast-warning">
            {MSG.qr.lowContrast}
          </p>
        )}
        <div className="upload-row">
          {logoAllowed ? (
            <>
              <label htmlFor={ids.logo} className={`btn btn-small${uploading ? ' is-disabled' : ''}`}>
                {uploading ? 'Uploading…' : logoUrl ? 'Replace logo' : 'Upload logo'}
              </label>
              <input
                id={ids.logo}
                className="visually-hidden"
                type="file"
                accept={LOGO_TYPES}
                aria-label="Upload logo"
                onChange={(e) => void onLogoFile(e)}
                disabled={uploading || roleBlock !== null}
              />
            </>
          ) : (
            <>
              <button type="button" className="btn btn-small" disabled>
                {MSG.qr.upgradeLogo}
              </button>
              <button type="button" className="btn btn-primary btn-small" onClick={onUpgrade}>
                Upgrade
              </button>
            </>
          )}
          {/* Whatever the plan: a logo saved before a downgrade must be removable, or no save goes through. */}
          {logoUrl && (
            <button
              type="button"
              className="btn btn-small btn-danger-ghost"
              onClick={() => (setLogoUrl(null), changed())}
            >
              Remove logo
            </button>
          )}
        </div>
        {logoNote && <ErrorAlert>{logoNote}</ErrorAlert>}
        <div className="qr-field">
          <label htmlFor={ids.logoSize}>Logo size</label>
          <output htmlFor={ids.logoSize}>{logoPercent}%</output>
          <input
            id={ids.logoSize}
            type="range"
            min={QR.logoMin * 100}
            max={QR.logoMax * 100}
            step={1}
            value={logoPercent}
            disabled={!logoUrl}
            onChange={(e) => (setLogoPercent(Number(e.target.value)), changed())}
          />
        </div>
        <div className="editor-actions qr-actions">
          <div className="qr-field">
            <label htmlFor={ids.format}>Format</label>
            <select
              id={ids.format}
              value={format}
              onChange={(e) => (setFormat(e.target.value as 'png' | 'svg'), changed())}
            >
              <option value="png">PNG</option>
              <option value="svg">SVG</option>
            </select>
          </div>
          <span className="field-hint">{MSG.qr.svgForPrint}.</span>
          <SaveStatus outcome={status} />
          <button
            type="submit"
            className="btn btn-primary"
            disabled={saving || uploading || roleBlock !== null}
            title={roleBlock ?? undefined}
          >
            {saving ? 'Saving…' : 'Generate & Save'}
          </button>
        </div>
      </form>

      <aside className="preview-side" aria-label="Live preview">
        <h2 className="small-heading">Live preview</h2>
        <img
          className="qr-preview"
          src={svgDataUrl(previewSvg)}
          width={previewSize}
          height={previewSize}
          alt="QR code preview"
          data-testid="qr-preview"
        />
        <p className="fine-print">
          Scans open{' '}
          <a href={info.short_url} target="_blank" rel="noreferrer" data-testid="qr-short-url">
            {info.short_url}
          </a>
        </p>
        <div className="qr-downloads" role="group" aria-label="Download this design">
          <button type="button" className="btn btn-small" disabled={exporting} onClick={() => void download('png')}>
            Download PNG
          </button>
          <button type="button" className="btn btn-small" disabled={exporting} onClick={() => void download('svg')}>
            Download SVG
          </button>
        </div>
        <p className="field-hint">{`${size} × ${size} px, as shown; saving is not needed.`}</p>
        {exportProblem && <ErrorAlert>{exportProblem}</ErrorAlert>}
        {saved.image_url && (
          <a
            className="btn btn-small"
            href={saved.image_url}
            download={`${slug}-qr.${saved.image_format ?? 'png'}`}
            data-testid="qr-download"
          >
            Download current
          </a>
        )}
      </aside>
    </div>
  );
}
