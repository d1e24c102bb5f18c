// @platform/shared/upload: the file chooser and the upload progress of every multipart form (issue 33).
// Stateless, so each area bundles it (like /otp and /kfs) and the shell's first load carries none of it.
export { FileChooser, type FileChooserProps } from './file-chooser';
export { progressPerFile } from './progress-per-file';
export { UploadProgress, useUploadProgress, type OnFileProgress, type UploadInFlight } from './upload-progress';
