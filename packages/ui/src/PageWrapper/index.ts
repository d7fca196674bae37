export { PageWrapper, type PageWrapperProps } from './PageWrapper';
