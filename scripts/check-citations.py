#!/usr/bin/env python3
"""Every document a comment or a page cites is in the repository, and so is the part it cites.

Fails, naming file:line, on
  - a citation of SPEC (the old outside specification: cite docs/PRODUCT.md);
  - a `X.md` or `some/path/X.md` that no file of the repository answers to;
  - a `§n` that docs/PRODUCT.md has no `## n.` section for;
  - a `PRODUCT.md §n "text"` whose text section n does not contain (a sub-heading, an entity, a
    quoted message; "…" skips words);
  - a `X.md "Heading"` (`PRODUCT.md "Reviews"`, `API.md ("API map")`) that X.md has no such heading for.
Pure Python over `git ls-files`; run from `make lint`.
"""
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PRODUCT = "docs/PRODUCT.md"
EXTENSIONS = {".rs", ".sql", ".ts", ".tsx", ".js", ".mjs", ".cjs", ".py", ".sh", ".md", ".ftl",
              ".toml", ".json", ".lua", ".yml", ".yaml", ".html", ".css"}
NAMES = {"Makefile"}
SKIP_DIRS = {"node_modules", "target", "dist"}
# This script and the rewrite script name the old documents on purpose; lock files list packages.
SKIP_FILES = {"scripts/check-citations.py", "scripts/rewrite-citations.py"}
SKIP_NAMES = {"package-lock.json"}

SPEC = re.compile(r"\bSPEC\b")
URL = re.compile(r"\b[a-z][a-z0-9+.-]*://\S+")
DOC = re.compile(r"(?<![\w/.@$}-])((?:\.{1,2}/|[\w.-]+/)*[\w-]+\.md)\b")
# A name that is a whole string literal is a file the code writes or reads, not a citation.
LITERAL = re.compile(r"""(['"])(?:[\w.-]+/)*[\w-]+\.md\1""")
SECTION = re.compile(r"(?<![\w.])(?:RFC \d+ )?§(\d+)(?![.\d])")
QUOTED_AFTER_SECTION = re.compile(r"§(\d+)(?:['’]s)? (\\?)\"([^\"\\]+)(\\?\")?")
HEADING_CITE = re.compile(
    r"(?<![\w/.-])((?:[\w.-]+/)*[\w-]+\.md)\)?(?:[ \t]+\(?|\()(\\?)\"([^\"\\\n]+)\\?\"")
MD_HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$")


def tracked():
    out = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard"],
                         cwd=ROOT, check=True, capture_output=True, text=True).stdout
    return sorted(name for name in set(out.splitlines()) if (ROOT / name).exists())


def normal(text):
    """Lower case, no markdown emphasis or code marks, one space between words."""
    text = re.sub(r"[*`_]", "", text).replace("’", "'").replace("\\n", " ")
    return re.sub(r"\s+", " ", text).strip().lower()


def headings(path):
    found = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        m = MD_HEADING.match(line)
        if m:
            found.add(normal(m.group(1)))
    return found


def product_sections(path):
    """Section number -> its normalised text (heading and body, sub-headings included)."""
    sections, current = {}, None
    for line in path.read_text(encoding="utf-8").splitlines():
        m = re.match(r"^## (\d+)\. ", line)
        if m:
            current = int(m.group(1))
            sections[current] = []
        elif line.startswith("## "):
            current = None
        if current is not None:
            sections[current].append(line)
    return {n: normal(" ".join(lines)) for n, lines in sections.items()}


def ignored(doc):
    """A path git ignores is an output (bench/out/…), not a document to cite."""
    if "/" not in doc:
        return False
    return subprocess.run(["git", "check-ignore", "-q", doc], cwd=ROOT).returncode == 0


def main():
    files = tracked()
    by_path = set(files)
    by_name = {}
    for name in files:
        by_name.setdefault(Path(name).name, []).append(name)
    product = ROOT / PRODUCT
    sections = product_sections(product) if product.exists() else {}
    heading_cache, body_cache = {}, {}
    problems = []

    def resolve(doc, source):
        """The repository file a cited document name stands for, or None."""
        if "/" in doc:
            for base in (os.path.dirname(source), ""):
                candidate = os.path.normpath(os.path.join(base, doc))
                if candidate in by_path:
                    return candidate
            return None
        for preferred in (Path(source).parent / doc, Path(doc), Path("docs") / doc):
            if preferred.as_posix() in by_path:
                return preferred.as_posix()
        return by_name.get(doc, [None])[0]

    for name in files:
        path = Path(name)
        if SKIP_DIRS & set(path.parts) or name in SKIP_FILES or path.name in SKIP_NAMES:
            continue
        if path.suffix not in EXTENSIONS and path.name not in NAMES:
            continue
        try:
            text = (ROOT / name).read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        for number, raw in enumerate(text.splitlines(), 1):
            if "SPEC" not in raw and ".md" not in raw and "§" not in raw:
                continue
            line = LITERAL.sub("", URL.sub("", raw))
            where = f"{name}:{number}"
            if SPEC.search(line):
                problems.append(f"{where}: cites SPEC, which is not in the repository (cite PRODUCT.md §n)")
            for m in DOC.finditer(line):
                if resolve(m.group(1), name) is None and not ignored(m.group(1)):
                    problems.append(f"{where}: cites {m.group(1)}, which is not in the repository")
            for m in SECTION.finditer(line):
                if m.group(0).startswith("RFC"):
                    continue
                if int(m.group(1)) not in sections:
                    problems.append(f"{where}: cites §{m.group(1)}, which {PRODUCT} does not have")
            for m in QUOTED_AFTER_SECTION.finditer(line):
                section = sections.get(int(m.group(1)))
                if section is None:
                    continue
                pieces = re.split(r"…|\.\.\.(?!\w)|: ", m.group(3))
                missing = [p for p in pieces if normal(p) and normal(p) not in section]
                if missing:
                    problems.append(f'{where}: PRODUCT.md §{m.group(1)} does not say "{missing[0].strip()}"')
            for m in HEADING_CITE.finditer(line):
                target = resolve(m.group(1), name)
                if target is None or not target.endswith(".md"):
                    continue
                if target not in heading_cache:
                    heading_cache[target] = headings(ROOT / target)
                cited = normal(m.group(3))
                if any(h == cited or h.startswith(cited + " (") for h in heading_cache[target]):
                    continue
                # Other pages may be cited by a phrase of theirs; PRODUCT.md only by a heading.
                if target != PRODUCT:
                    if target not in body_cache:
                        body_cache[target] = normal((ROOT / target).read_text(encoding="utf-8"))
                    if cited in body_cache[target]:
                        continue
                problems.append(f'{where}: {m.group(1)} has no heading "{m.group(3)}"')
    for problem in problems:
        print(f"citations: {problem}", file=sys.stderr)
    if problems:
        print(f"citations: {len(problems)} citation(s) of a document or section that is not in the "
              f"repository", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
