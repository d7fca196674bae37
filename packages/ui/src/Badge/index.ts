export { Badge, type BadgeProps, type BadgeVariant, VipBadge, type VipBadgeProps } from './Badge';
