export { Sidebar, type SidebarItem, type SidebarProps } from './Sidebar';
