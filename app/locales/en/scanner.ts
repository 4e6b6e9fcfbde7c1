export default {
  field: {
    label: 'Barcode',
    placeholder: 'Scan or type a code',
    typeCode: 'Type a code',
  },
  scanned: 'Scanned: {{code}}',
  camera: {
    button: 'Camera',
    open: 'Scan with the camera',
    title: 'Scan with the camera',
    preview: 'Camera view',
    starting: 'Starting the camera…',
    loading: 'Loading the barcode reader…',
    aim: 'Point the camera at a barcode.',
    count_one: '{{count}} code scanned',
    count_other: '{{count}} codes scanned',
    retry: 'Try again',
    done: 'Done',
    problems: {
      denied:
        'The camera is not allowed. Allow it for this site in the browser settings, or scan or type the code in the field.',
      noCamera: 'No camera was found on this device. Scan or type the code in the field.',
      inUse: 'Another app is using the camera. Close it and try again, or scan or type the code in the field.',
      insecure: 'The camera works only over a secure (https) connection. Scan or type the code in the field.',
      failed: 'The camera could not start. Try again, or scan or type the code in the field.',
      reader: 'The barcode reader could not load. Try again, or scan or type the code in the field.',
    },
  },
  signature: {
    label: 'Signature',
    hint: 'Sign in the box with a finger or the mouse.',
    clear: 'Clear signature',
    signed: 'Signed',
    empty: 'Not signed yet',
  },
};
