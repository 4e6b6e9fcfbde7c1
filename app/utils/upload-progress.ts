/**
 * Posts a form's data with XMLHttpRequest, the one browser API that reports upload progress (fetch does not), and
 * answers the JSON the server sent back, or null when the connection failed or the answer was not JSON.
 */
export function postWithProgress<T>(
  url: string,
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<T | null> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => resolve((request.response as T | null) ?? null);
    request.onerror = () => resolve(null);
    request.send(body);
  });
}
