import { recipe } from '@vanilla-extract/recipes';
import { choiceGroupLayouts } from '../theme/fragments.css';

export const items = recipe(
  {
    base: { display: 'flex' },
    variants: {
      orientation: choiceGroupLayouts,
    },
    defaultVariants: { orientation: 'vertical' },
  },
  'checkboxGroupItems',
);
