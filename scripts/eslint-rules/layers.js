// ESLint rule: the folders of a source tree stand on declared floors, and an import only goes down.
//
// The options name the floors from the top down, each a list of places under `root`: a folder
// (`modules/timesheets`, `lib`) or a file (`app.ts`). A file belongs to the longest place its
// path starts with. An import (value, type-only, re-export or dynamic `import()`) from one place
// to another is reported unless the other stands on a lower floor: two places on one floor never
// import each other, so no two folders can import each other, even when no two files do.
// A file on no floor is reported too, so that a new folder gets its floor when it is made.
// It reads nothing but the file being linted: each import is resolved from its path alone.
import { dirname, relative, resolve, sep } from 'node:path';

const placesOf = (floors) =>
  floors
    .flatMap((places, index) => places.map((place) => ({ place, height: floors.length - index })))
    .sort((a, b) => b.place.length - a.place.length);

function placeOf(places, path) {
  if (path.startsWith('..')) return undefined;
  return places.find(({ place }) => path === place || path.startsWith(`${place}/`));
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Folders stand on declared floors; an import only goes down.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          floors: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
        },
        required: ['root', 'floors'],
        additionalProperties: false,
      },
    ],
    messages: {
      up: '{{from}} (floor {{fromHeight}}) imports {{to}} (floor {{toHeight}}), which is not below it: an import only goes down. Move what both need below {{from}}, or hand it in from the top (app.ts); if {{from}} does stand above {{to}}, raise its floor in eslint.config.js.',
      unplaced:
        '{{path}} stands on no floor: give its folder a floor in eslint.config.js, above every place it imports and below every place that imports it.',
    },
  },
  create(context) {
    const { root, floors } = context.options[0];
    const rootDir = resolve(context.cwd, root);
    const places = placesOf(floors);
    const toPath = (absolute) => relative(rootDir, absolute).split(sep).join('/');
    const path = toPath(context.filename);
    if (path.startsWith('..')) return {};
    const from = placeOf(places, path);
    const check = (node, source) => {
      if (!from || !source || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const to = placeOf(places, toPath(resolve(dirname(context.filename), source.value)));
      if (!to || to.place === from.place || to.height < from.height) return;
      context.report({
        node: source,
        messageId: 'up',
        data: {
          from: from.place,
          fromHeight: from.height,
          to: to.place,
          toHeight: to.height,
        },
      });
    };
    return {
      Program(node) {
        if (!from) context.report({ node, messageId: 'unplaced', data: { path } });
      },
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
