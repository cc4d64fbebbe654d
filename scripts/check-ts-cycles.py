#!/usr/bin/env python3
"""Finds import circles between the files of a TypeScript app's src/, counting what ESLint's
import-x/no-cycle leaves out: `import type` and type-only re-exports (that rule skips them by
design, so `notify.ts` importing a type from `ToastProvider.tsx`, which imports `notify.ts`, went
unseen). Relative paths and the `@/` alias (src/) are followed; packages are not. Tests
(`__tests__/`, `*.test.*`) are left out. Exits 1 on a circle.

Usage: check-ts-cycles.py apps/web/src"""
import os, re, sys

from import_circles import circles

root = os.path.normpath(sys.argv[1])
EXTS = ('.ts', '.tsx', '.js', '.mjs')
files = []
for dp, dirs, fs in os.walk(root):
    dirs[:] = [d for d in dirs if d not in ('__tests__', 'node_modules')]
    for f in fs:
        if f.endswith(EXTS) and not re.search(r'\.(test|spec)\.', f) and not f.endswith('.d.ts'):
            files.append(os.path.join(dp, f))
known = set(files)


def resolve(spec, here):
    if spec.startswith('@/'):
        base = os.path.join(root, spec[2:])
    elif spec.startswith('.'):
        base = os.path.normpath(os.path.join(os.path.dirname(here), spec))
    else:
        return None
    for cand in [base] + [base + e for e in EXTS] + [os.path.join(base, 'index' + e) for e in EXTS]:
        if cand in known:
            return cand
    return None


# Static imports and re-exports (type-only ones too), dynamic `import('…')`, side-effect imports.
IMPORT_SPECIFIER = re.compile(
    r"""(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])([^'"\n]+)\1""", re.M)


def strip_comments(src):
    src = re.sub(r'/\*.*?\*/', '', src, flags=re.S)
    return re.sub(r'(^|[^:\'"])//[^\n]*', r'\1', src)


edges = {}
for f in files:
    src = strip_comments(open(f, encoding='utf-8').read())
    edges[f] = {t for _, s in IMPORT_SPECIFIER.findall(src) if (t := resolve(s, f)) and t != f}

res = [sorted(os.path.relpath(x, root) for x in comp) for comp in circles(edges)]
for r in res:
    print('circle:', r)
print(f'{root}: {len(files)} files, {len(res)} import circles')
sys.exit(1 if res else 0)
