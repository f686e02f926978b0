import { useEffect, useState } from 'react';

/** An object URL for a blob (a prepared photo's preview), revoked when the blob changes or the component goes away. */
export function useObjectUrl(blob: Blob | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return setUrl(undefined);
    const u = URL.createObjectURL(blob);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [blob]);
  return url;
}
