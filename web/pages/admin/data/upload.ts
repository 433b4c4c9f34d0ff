// Image upload to this site's own endpoint (POST /api/admin/uploads, multipart field "image", admin
// session cookie). XMLHttpRequest rather than fetch, so the form can show upload progress.

import { checkUploadSize } from '../../../../api/domain/inputs/admin';

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
}

export const UPLOAD_ENDPOINT = '/api/admin/uploads';

export class UploadError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
    this.name = 'UploadError';
  }
}

export function uploadImage(file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const tooLarge = checkUploadSize(file.size);
    if (tooLarge) {
      reject(new UploadError(tooLarge, 413));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_ENDPOINT);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => {
      let body: { success?: boolean; message?: string; data?: UploadedImage; error?: { message?: string } } | null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.success && body.data?.url) {
        onProgress?.(1);
        resolve(body.data);
        return;
      }
      // SPEC.md section 7: status, colon, space, then the server's message (or the status text).
      const detail = body?.error?.message || body?.message || xhr.statusText || 'Upload failed';
      reject(new UploadError(`${xhr.status}: ${detail}`, xhr.status));
    };
    xhr.onerror = () => reject(new UploadError('Network error while uploading', 0));
    xhr.onabort = () => reject(new UploadError('Upload cancelled', 0));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('image', file, file.name);
    xhr.send(form);
  });
}
