export { InstagramCardMetrics } from './card-metrics';
export { useConnectionAccess } from './connection-access';
export { InsightsChartCard } from './insights-chart-card';
export { useCarouselCaption } from './instagram-api';
export { InstagramPosts } from './instagram-posts';
export { InstagramSection } from './instagram-section';
export { PublishToInstagramButton } from './publish-button';
