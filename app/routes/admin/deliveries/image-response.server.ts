/** An image of a note as the browser gets it: private to the signed-in user, never guessed at as another type. */
export function imageResponse(image: { contentType: string; body: Buffer }): Response {
  return new Response(new Uint8Array(image.body), {
    headers: {
      'content-type': image.contentType,
      'content-length': String(image.body.length),
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    },
  });
}
