// The QR code images for a link: a PNG data URL (shown and downloaded) and an SVG object URL
// (downloaded). `qrcode` draws them in the browser, so no image is fetched from anywhere.
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

export interface ShopQrImages {
  png: string;
  svgUrl: string;
}

// Error correction M survives a crease or a smudge on a printed poster; a 4-module quiet zone is
// what scanners need around the code.
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

export function useShopQr(link: string | null): ShopQrImages | null {
  const [images, setImages] = useState<ShopQrImages | null>(null);
  useEffect(() => {
    if (!link) return undefined;
    let cancelled = false;
    let svgUrl: string | null = null;
    void Promise.all([QRCode.toDataURL(link, { ...OPTIONS, width: 640 }), QRCode.toString(link, { ...OPTIONS, type: 'svg' })]).then(([png, svg]) => {
      if (cancelled) return;
      svgUrl = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
      setImages({ png, svgUrl });
    });
    return () => {
      cancelled = true;
      if (svgUrl) URL.revokeObjectURL(svgUrl);
    };
  }, [link]);
  return images;
}
