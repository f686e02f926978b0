import { useState } from 'react';
import { saveFile } from '@/utils/saveFile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DebtCertificateResponse } from '@/features/repayment/api';
import { certificateQuery, LOAN_PAGE_MESSAGES } from '@/features/repayment/queries';
import { errorText } from '@/shared/errorText';
import { Button } from '@/shared/ui/Button';

type ShareFn = (data: ShareData) => Promise<void>;

/** The Web Share API with files, as far as this browser has it (most desktop and many in-app browsers do not). */
function fileShare(): { share: ShareFn; canShare: (data: ShareData) => boolean } | null {
  const nav = navigator as Navigator & { share?: ShareFn; canShare?: (data: ShareData) => boolean };
  if (typeof nav.share !== 'function' || typeof nav.canShare !== 'function' || typeof File !== 'function') return null;
  return { share: nav.share.bind(nav), canShare: nav.canShare.bind(nav) };
}

const isCancel = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';

const asFile = (c: DebtCertificateResponse) => new File([c.content], c.fileName, { type: c.mime });

/**
 * The debt certificate: asked of the server when the borrower wants it (its figures are today's), in their
 * language, then saved as a file, or shared as one where the browser can share files. The document is the
 * server's and never enters the app's page.
 */
export function CertificateActions({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('loanPage');
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ name: 'idle' | 'download' | 'share' } | { name: 'failed'; message: string }>({ name: 'idle' });
  const sharing = fileShare();

  const fetchFile = async () => asFile(await queryClient.fetchQuery(certificateQuery(orderNo)));

  const busy = state.name === 'download' || state.name === 'share';

  const download = async () => {
    if (busy) return;
    setState({ name: 'download' });
    try {
      saveFile(await fetchFile());
      setState({ name: 'idle' });
    } catch (e) {
      setState({ name: 'failed', message: errorText(t, e, LOAN_PAGE_MESSAGES) });
    }
  };

  const share = async () => {
    if (busy) return;
    if (!sharing) return download();
    setState({ name: 'share' });
    let file: File;
    try {
      file = await fetchFile();
    } catch (e) {
      setState({ name: 'failed', message: errorText(t, e, LOAN_PAGE_MESSAGES) });
      return;
    }
    try {
      if (!sharing.canShare({ files: [file] })) throw new Error('files cannot be shared here');
      await sharing.share({ files: [file], title: t('documents.certificate') });
    } catch (e) {
      // Closing the share sheet is the borrower's choice; a browser that refuses the file saves it instead.
      if (!isCancel(e)) saveFile(file);
    }
    setState({ name: 'idle' });
  };

  return (
    <div className="form-stack">
      <Button type="button" variant="secondary" loading={state.name === 'download'} onClick={() => void download()}>
        {t('documents.download')}
      </Button>
      {sharing && (
        <Button type="button" variant="secondary" loading={state.name === 'share'} onClick={() => void share()}>
          {t('documents.share')}
        </Button>
      )}
      {state.name === 'failed' && (
        <p role="alert" className="form-error">
          {t('documents.failed')} {state.message}
        </p>
      )}
    </div>
  );
}
