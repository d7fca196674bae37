import { describe, expect, it } from 'vitest';
import { headingTree } from './HeadingTree';

const h = (depth: number, id: string) => ({ depth, id, text: id });

describe('headingTree', () => {
  it('nests each heading under the closest shallower one before it', () => {
    const tree = headingTree([h(1, 'a'), h(2, 'b'), h(3, 'c'), h(2, 'd'), h(4, 'e'), h(1, 'f')]);
    const shape = (nodes: ReturnType<typeof headingTree>): unknown =>
      nodes.map((node) => [node.heading.id, shape(node.children)]);
    expect(shape(tree)).toEqual([
      [
        'a',
        [
          ['b', [['c', []]]],
          ['d', [['e', []]]],
        ],
      ],
      ['f', []],
    ]);
  });

  it('keeps a page that starts below level 1 flat at its top', () => {
    expect(headingTree([h(2, 'x'), h(2, 'y')]).map((node) => node.heading.id)).toEqual(['x', 'y']);
  });
});
