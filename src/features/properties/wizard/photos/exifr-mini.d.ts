// exifr's smallest build (JPEG, EXIF, GPS, orientation: all the resizer reads) has the package's types.
declare module 'exifr/dist/mini.esm.mjs' {
  export * from 'exifr';
}
