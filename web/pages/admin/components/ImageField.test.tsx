import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ToastProvider } from '../../../components/toast/ToastProvider';
import { UPLOAD_RULES } from '../../../../api/domain/inputs/admin';
import { uploadImage, UploadError } from '../data/upload';
import { ImageField } from './ImageField';

jest.mock('../data/upload', () => ({ ...jest.requireActual('../data/upload'), uploadImage: jest.fn() }));
const mockedUpload = uploadImage as jest.MockedFunction<typeof uploadImage>;

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <ToastProvider>
      <ImageField name="imageUrl" label="Image URL" value={value} onChange={setValue} />
    </ToastProvider>
  );
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const input = () => screen.getByRole('textbox', { name: /^Image URL/ }) as HTMLInputElement;
const pick = (name: string) =>
  act(async () => {
    fireEvent.change(screen.getByLabelText('Choose a picture file to upload'), { target: { files: [new File(['x'], name, { type: 'image/png' })] } });
  });

describe('image field', () => {
  it('reads "Uploading {file name}..." with progress, then holds the uploaded URL', async () => {
    const upload = deferred<{ url: string; width: number; height: number }>();
    let progress: ((f: number) => void) | undefined;
    mockedUpload.mockImplementation((_file, onProgress) => {
      progress = onProgress;
      return upload.promise;
    });
    render(<Harness />);
    await pick('van.png');
    expect(input().value).toBe('Uploading van.png...');
    expect(input()).toHaveAttribute('readonly');
    await act(async () => progress!(0.4));
    expect(screen.getByText(/40%/)).toBeInTheDocument();
    await act(async () => upload.resolve({ url: '/uploads/abc.webp', width: 10, height: 10 }));
    expect(input().value).toBe('/uploads/abc.webp');
    expect(screen.getByText('Upload successful')).toBeInTheDocument();
  });

  it('takes the temporary text away when the upload fails, puts back what the field held, and says why', async () => {
    mockedUpload.mockRejectedValue(new UploadError('400: The file is not an image.', 400, 'The file is not an image.'));
    render(<Harness initial="/demo/old.svg" />);
    await pick('notes.png');
    expect(input().value).toBe('/demo/old.svg');
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('The file is not an image. Please try again or use an image URL instead')).toBeInTheDocument();
  });

  it('says a file over 8 MB is too large before sending it, and keeps the field as it was', async () => {
    mockedUpload.mockClear();
    render(<Harness initial="/demo/old.svg" />);
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: UPLOAD_RULES.maxBytes + 1 });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Choose a picture file to upload'), { target: { files: [big] } });
    });
    expect(mockedUpload).not.toHaveBeenCalled();
    expect(input().value).toBe('/demo/old.svg');
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText(`${UPLOAD_RULES.tooLarge}. Please try again or use an image URL instead`)).toBeInTheDocument();
  });

  it('says a file that is not a picture is not an image before sending it', async () => {
    mockedUpload.mockClear();
    render(<Harness initial="" />);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Choose a picture file to upload'), { target: { files: [new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' })] } });
    });
    expect(mockedUpload).not.toHaveBeenCalled();
    expect(input().value).toBe('');
    expect(screen.getByText(`${UPLOAD_RULES.notAnImage} Please try again or use an image URL instead`)).toBeInTheDocument();
  });

  it('reports the end of an upload cut short by the field going away, and restores the previous value', async () => {
    const upload = deferred<{ url: string; width: number; height: number }>();
    let signal: AbortSignal | undefined;
    mockedUpload.mockImplementation((_file, _onProgress, s) => {
      signal = s;
      return upload.promise;
    });
    const onUploadingChange = jest.fn();
    function Form() {
      const [value, setValue] = useState('/demo/old.svg');
      const [shown, setShown] = useState(true);
      return (
        <ToastProvider>
          {shown && <ImageField name="imageUrl" label="Image URL" value={value} onChange={setValue} onUploadingChange={onUploadingChange} />}
          <output aria-label="Form value">{value}</output>
          <button type="button" onClick={() => setShown(false)}>
            Hide
          </button>
        </ToastProvider>
      );
    }
    render(<Form />);
    await pick('van.png');
    expect(onUploadingChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('status', { name: 'Form value' })).toHaveTextContent('Uploading van.png...');

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Hide' })));
    expect(signal?.aborted).toBe(true);
    expect(onUploadingChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('status', { name: 'Form value' })).toHaveTextContent('/demo/old.svg');

    // The cancelled request answering late changes nothing.
    await act(async () => upload.resolve({ url: '/uploads/late.webp', width: 10, height: 10 }));
    expect(screen.getByRole('status', { name: 'Form value' })).toHaveTextContent('/demo/old.svg');
    expect(screen.queryByText('Upload successful')).toBeNull();
    expect(onUploadingChange).toHaveBeenCalledTimes(2);
  });

  it('removes the image with a toast', async () => {
    render(<Harness initial="/demo/old.svg" />);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Remove' })));
    expect(input().value).toBe('');
    expect(screen.getByText('Image removed')).toBeInTheDocument();
  });
});
