import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ToastProvider } from '../../../components/toast/ToastProvider';
import { uploadImage } from '../data/upload';
import { ImageField } from './ImageField';

jest.mock('../data/upload', () => ({ uploadImage: jest.fn() }));
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

  it('clears the field and says so when the upload fails', async () => {
    mockedUpload.mockRejectedValue(new Error('400: The file is not an image.'));
    render(<Harness initial="/demo/old.svg" />);
    await pick('notes.png');
    expect(input().value).toBe('');
    expect(screen.getByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again or use an image URL instead')).toBeInTheDocument();
  });

  it('removes the image with a toast', async () => {
    render(<Harness initial="/demo/old.svg" />);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Remove' })));
    expect(input().value).toBe('');
    expect(screen.getByText('Image removed')).toBeInTheDocument();
  });
});
