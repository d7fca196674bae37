export { type ToastOptions, ToastRegion, type ToastRegionProps, type ToastType, toast } from './Toast';
