export {
  getSlideFileName,
  type PackagedCarousel,
  type PackagedFile,
  type PackageInput,
  packageCarousel,
} from './package-carousel';
