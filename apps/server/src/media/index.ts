export {
  type BlobStore,
  blobStoreFor,
  type ClosableBlobStore,
  DiskBlobs,
  type StoredBlob,
} from './blobs.ts';
export { IMAGE_ERROR_MESSAGES, ImageError, type ImageErrorCode } from './errors.ts';
export {
  defaultImageJobConcurrency,
  ImageJobs,
  ImageJobsBusyError,
  type ImageJobsOptions,
} from './jobs.ts';
export {
  BLURRED_MAX_SIDE,
  type CropRectangle,
  decodeImageInput,
  FULL_IMAGE_MAX_SIDE,
  type ImageInput,
  type ImageVariant,
  MAX_IMAGE_INPUT_BYTES,
  MAX_IMAGE_PIXELS,
  type ProcessedImage,
  type ProcessImageOptions,
  processImage,
  THUMBNAIL_SIDE,
} from './pipeline.ts';
export { type ImageFormat, type SniffResult, sniffImage, type VideoContainer } from './sniff.ts';
export {
  IMAGE_VARIANTS,
  ImageStore,
  type ImageVariantName,
  isImageId,
  type StoredImage,
} from './store.ts';
