export { Card, type CardProps, InfoCard, type InfoCardProps } from './Card';
