export {
  BannerCarousel,
  BANNER_DELAY_MS,
  type Banner,
  type BannerCarouselProps,
} from './BannerCarousel';
