export {
  getSlideFileName,
  type PackagedCarousel,
  type PackagedFile,
  type PackageInput,
  packageCarousel,
  type SlideFiles,
} from './package-carousel';
