export { InstagramCardMetrics } from './card-metrics';
export { InstagramPosts } from './instagram-posts';
export { InstagramSection } from './instagram-section';
export { PublishToInstagramButton } from './publish-button';
