export { LinkedinPosts } from './linkedin-posts';
export { LinkedinSection } from './linkedin-section';
export { PublishToLinkedinButton } from './publish-button';
