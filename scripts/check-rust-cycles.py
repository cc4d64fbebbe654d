#!/usr/bin/env python3
"""Finds import circles between the modules (files) of a Rust crate: each `crate::a::b`,
`super::x` or `self::x` path names the deepest module file it reaches; a strongly connected group
of more than one module is a circle. Use trees are expanded with nested braces and renames
(`use crate::{a::{b, c as d}, e}` names a::b, a::c and e). Comments, string literals and
`#[cfg(test)] mod tests` are left out. Exits 1 on a circle.

`--edges MODULE` prints `importer -> imported` for MODULE and every module under it, without
checking (check-structure.sh reads it to keep `store` and `kinds` off the areas)."""
import os, re, sys

from import_circles import circles

args = sys.argv[1:]
show = None
if len(args) >= 2 and args[0] == '--edges':
    show, args = args[1], args[2:]
root = args[0]

mods = {}
for dp, _, fs in os.walk(root):
    for f in fs:
        if not f.endswith('.rs'):
            continue
        p = os.path.join(dp, f)
        parts = os.path.relpath(p, root)[:-3].split(os.sep)
        if parts[-1] in ('mod', 'lib', 'main'):
            parts = parts[:-1]
        mods['::'.join(parts)] = p


def resolve(segs):
    """The deepest module file a path of segments reaches ('' is the crate root)."""
    segs = list(segs)
    while segs:
        k = '::'.join(segs)
        if k in mods:
            return k
        segs = segs[:-1]
    return None


def strip(src):
    """Source without comments, string and char literals (so a path in a doc line is no edge)."""
    out = []
    i, n = 0, len(src)
    while i < n:
        c = src[i]
        if src.startswith('//', i):
            j = src.find('\n', i)
            i = n if j < 0 else j
        elif src.startswith('/*', i):
            depth, i = 1, i + 2
            while i < n and depth:
                if src.startswith('/*', i):
                    depth, i = depth + 1, i + 2
                elif src.startswith('*/', i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
        elif re.match(r'b?r#*"', src[i:i + 80]) and not re.match(r'[A-Za-z0-9_]', src[i - 1:i]):
            m = re.match(r'b?r(#*)"', src[i:])
            end = '"' + m.group(1)
            j = src.find(end, i + len(m.group(0)))
            out.append('""')
            i = n if j < 0 else j + len(end)
        elif c == '"':
            i += 1
            while i < n and src[i] != '"':
                i += 2 if src[i] == '\\' else 1
            out.append('""')
            i += 1
        elif c == "'":
            # A char literal ('a', '\n', '\u{1F600}') or a lifetime ('a): only the former is skipped.
            m = re.match(r"'(\\u\{[0-9a-fA-F]+\}|\\.|[^\\'])'", src[i:])
            if m:
                out.append("' '")
                i += len(m.group(0))
            else:
                out.append(c)
                i += 1
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def drop_tests(src):
    """Source without the items under `#[cfg(test)]` (a test module, a test-only function or use)."""
    out, i = [], 0
    attr = re.compile(r'#\[cfg\(test\)\]')
    while True:
        m = attr.search(src, i)
        if not m:
            out.append(src[i:])
            return ''.join(out)
        out.append(src[i:m.start()])
        j = m.end()
        # The item ends at its first `;` outside braces or at the brace closing its first `{`.
        depth = 0
        while j < len(src):
            ch = src[j]
            if ch == '{':
                depth += 1
            elif ch == '}':
                depth -= 1
                if depth == 0:
                    j += 1
                    break
            elif ch == ';' and depth == 0:
                j += 1
                break
            j += 1
        i = j


IDENT = re.compile(r'\s*(r#)?([A-Za-z_][A-Za-z0-9_]*|\*)')


def parse_tree(src, i, prefix, paths):
    """Parses a use tree at src[i:] (after a `::`), appending every full path (a list of segments)
    it names to `paths`; returns the index after the tree."""
    segs = list(prefix)
    while True:
        m = re.compile(r'\s*\{').match(src, i)
        if m:
            i = m.end()
            while True:
                m = re.compile(r'\s*\}').match(src, i)
                if m:
                    return m.end()
                i = parse_tree(src, i, segs, paths)
                m = re.compile(r'\s*,').match(src, i)
                if m:
                    i = m.end()
        m = IDENT.match(src, i)
        if not m:
            paths.append(segs)
            return i
        name = m.group(2)
        i = m.end()
        if name == 'self':
            pass  # `a::{self, b}` names a itself
        elif name != '*':
            segs.append(name)
        m = re.compile(r'\s*::').match(src, i)
        if m:
            i = m.end()
            continue
        m = re.compile(r'\s+as\s+(r#)?[A-Za-z_][A-Za-z0-9_]*').match(src, i)
        if m:
            i = m.end()
        paths.append(segs)
        return i


START = re.compile(r'(?<![A-Za-z0-9_$])(\$?crate|super|self)\s*::')


def paths_of(m, src):
    """Every module path (as crate-rooted segments) the source of module m names."""
    here = m.split('::') if m else []
    out = []
    for s in START.finditer(src):
        kind, i = s.group(1), s.end()
        if kind.endswith('crate'):
            base = []
        else:
            base = list(here) if kind == 'self' else here[:-1]
            # `super::super::x`
            while True:
                mm = re.compile(r'\s*super\s*::').match(src, i)
                if not mm:
                    break
                base, i = base[:-1], mm.end()
        found = []
        parse_tree(src, i, base, found)
        out.extend(found)
    return out


# Files declared by `#[cfg(test)] mod name;` (e.g. a module's tests.rs) are tests too.
sources = {m: strip(open(p).read()) for m, p in mods.items()}
test_only = set()
for m, src in sources.items():
    for t in re.findall(r'#\[cfg\(test\)\]\s*(?:#\[[^\]]*\]\s*)*(?:pub(?:\([^)]*\))?\s+)?mod\s+([a-z_][a-z0-9_]*)\s*;', src):
        test_only.add(m + '::' + t if m else t)
for m in list(mods):
    if any(m == t or m.startswith(t + '::') for t in test_only):
        del mods[m], sources[m]

edges = {m: set() for m in mods}
for m, src in sources.items():
    src = drop_tests(src)
    for segs in paths_of(m, src):
        t = resolve(segs)
        if t is None and not segs:
            t = ''
        if t is not None and t != m and not (m + '::').startswith(t + '::') and t != '':
            edges[m].add(t)

if show is not None:
    for m in sorted(edges):
        if m == show or m.startswith(show + '::'):
            for t in sorted(edges[m]):
                print(f'{m} -> {t}')
    sys.exit(0)


# Between files, and between the crate's top-level modules (`store::audit` counts as `store`), so
# that `store` importing an area which imports `store` is a circle even when no two files loop.
files = circles(edges)
top = {}
for m, ts in edges.items():
    a = m.split('::')[0]
    top.setdefault(a, set()).update(t.split('::')[0] for t in ts if t.split('::')[0] != a)
for a in list(top):
    for b in top[a]:
        top.setdefault(b, set())
tops = circles(top)
for r in files:
    print('file circle:', r)
for r in tops:
    print('module circle:', r)
print(f'{root}: {len(mods)} files, {len(files)} file circles; {len(top)} top-level modules, '
      f'{len(tops)} module circles')
sys.exit(1 if files or tops else 0)
