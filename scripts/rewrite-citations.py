#!/usr/bin/env python3
"""Rewrite citations of the product documents that used to live outside the repository
(SPEC.md, DESIGN.md, STYLE.md; HELPERS.md never was) into citations of the documents in docs/.

  SPEC §7 …                -> PRODUCT.md §7 …
  DESIGN.md "Reviews"      -> PRODUCT.md "Reviews" (or API.md / ARCHITECTURE.md: see HOMES)
  bare DESIGN.md / STYLE.md / SPEC -> the place decided by hand in FRAGMENTS

Re-runnable and idempotent: run it after merging a branch that moved or added code with old
citations (`python3 scripts/rewrite-citations.py`, `--check` to only list what it would change).
It prints every citation it cannot place and exits 1 then; scripts/check-citations.py (in
`make lint`) checks the result.
"""
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXTENSIONS = {".rs", ".sql", ".ts", ".tsx", ".js", ".mjs", ".cjs", ".py", ".sh", ".md", ".ftl",
              ".toml", ".json", ".lua", ".yml", ".yaml", ".html", ".css"}
NAMES = {"Makefile"}
SKIP_DIRS = {"node_modules", "target", "dist"}
SKIP_FILES = {"scripts/rewrite-citations.py", "scripts/check-citations.py", "package-lock.json"}

# Where each heading of the old DESIGN.md lives now.
HOMES = {
    "Money, time, identity": "PRODUCT.md",
    "Slots and availability": "PRODUCT.md",
    "Sign-in, sessions, roles": "PRODUCT.md",
    "Listings and their life": "PRODUCT.md",
    "Console, support desk and audit": "PRODUCT.md",
    "Reviews": "PRODUCT.md",
    "Analytics": "PRODUCT.md",
    "Privacy": "PRODUCT.md",
    "Privacy (DPDP Act 2023)": "PRODUCT.md",
    "Realtime": "PRODUCT.md",
    "Seed and demo data": "PRODUCT.md",
    "API conventions": "API.md",
    "API map": "API.md",
    "Runtime parts": "ARCHITECTURE.md",
    "Runtime parts and how each starts": "ARCHITECTURE.md",
}
# Headings renamed on the way.
RENAMED = {
    "Privacy (DPDP Act 2023)": "Privacy",
    "Runtime parts and how each starts": "Runtime parts",
}

# Citations without a section, placed by hand: (old text, new text), applied before the rules.
FRAGMENTS = [
    ("(DESIGN.md: the server meets its", '(API.md "API conventions": the server meets its'),
    ("DESIGN.md: success bodies are", 'API.md "API conventions": success bodies are'),
    ("A festival or season price (DESIGN.md):",
     'A festival or season price (PRODUCT.md "Listings and their life"):'),
    ("(DESIGN.md: react-admin's simple REST conventions)",
     "(API.md \"API conventions\": react-admin's simple REST conventions)"),
    ("only admin sessions (DESIGN.md: the", 'only admin sessions (PRODUCT.md "Sign-in, sessions, roles": the'),
    ("is pending (DESIGN.md);", 'is pending (PRODUCT.md "Slots and availability");'),
    ("(DESIGN.md bookings)", '(PRODUCT.md §4 "Booking status")'),
    ("dev outbox (DESIGN.md)", 'dev outbox (ARCHITECTURE.md "Runtime parts")'),
    ("Friday night to Sunday (DESIGN.md)", 'Friday night to Sunday (PRODUCT.md "Listings and their life")'),
    ("The admin console's API (DESIGN.md):", "The admin console's API (ADMIN_API.md):"),
    ("// SPEC: failed events are tried again", '// PRODUCT.md §9 "Analytics": failed events are tried again'),
    ("SPEC's cookie choice", "PRODUCT.md §4's cookie choice"),
    ("The payload is SPEC's: type, title, message, link", "The payload is REALTIME.md's: type, title, message, link"),
    ("SPEC quotes many of them", "PRODUCT.md quotes many of them"),
    ("(tests and SPEC quote it)", "(tests and PRODUCT.md quote it)"),
    ("word for word as\nSPEC quotes it", "word for word as\nPRODUCT.md quotes it"),
    ("the feature boundaries of STYLE.md", 'the feature boundaries (ARCHITECTURE.md "Feature boundaries")'),
    ("one source of truth (STYLE.md)", 'one source of truth (ARCHITECTURE.md "Types from the server")'),
    # HELPERS.md never existed in the repository.
    ("(and product facts from docs/HELPERS.md)", '(and the support contact of PRODUCT.md "Support contact")'),
    ("(HELPERS.md product constants)", '(PRODUCT.md "Support contact")'),
]

# `DESIGN.md "Heading"`, `DESIGN.md ("Heading"`, also inside a JSON string (\"Heading\").
DESIGN_HEADING = re.compile(r'\bDESIGN\.md(?P<gap>\s*\(?)(?P<q>\\?")(?P<h>[^"\\\n]+)(?P=q)')
SPEC_SECTION = re.compile(r"\bSPEC(?=[ \t]*§)")
LEFTOVER = re.compile(r"\bSPEC\b|\bDESIGN\.md\b|\bSTYLE\.md\b|\bHELPERS\.md\b")


def files():
    out = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard"],
                         cwd=ROOT, check=True, capture_output=True, text=True).stdout
    for name in sorted(set(out.splitlines())):
        path = Path(name)
        if SKIP_DIRS & set(path.parts) or name in SKIP_FILES or path.name in SKIP_FILES:
            continue
        if path.suffix in EXTENSIONS or path.name in NAMES:
            yield name


def as_json(fragment):
    """The fragment as it reads inside a JSON string (the generated OpenAPI document)."""
    return json.dumps(fragment, ensure_ascii=False)[1:-1]


def rewrite(text, in_json=False):
    for old, new in FRAGMENTS:
        text = text.replace(as_json(old), as_json(new)) if in_json else text.replace(old, new)

    def heading(m):
        h = m.group("h")
        home = HOMES.get(h)
        if home is None:
            return m.group(0)
        return f'{home}{m.group("gap")}{m.group("q")}{RENAMED.get(h, h)}{m.group("q")}'

    text = DESIGN_HEADING.sub(heading, text)
    return SPEC_SECTION.sub("PRODUCT.md", text)


def main():
    check_only = "--check" in sys.argv[1:]
    changed, unplaced = [], []
    for name in files():
        path = ROOT / name
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, FileNotFoundError):
            continue
        if not LEFTOVER.search(text):
            continue
        new = rewrite(text, in_json=name.endswith(".json"))
        if new != text:
            changed.append(name)
            if not check_only:
                path.write_text(new, encoding="utf-8")
        for number, line in enumerate(new.splitlines(), 1):
            if LEFTOVER.search(line):
                unplaced.append(f"{name}:{number}: {line.strip()[:120]}")
    verb = "would rewrite" if check_only else "rewrote"
    print(f"rewrite-citations: {verb} {len(changed)} files", file=sys.stderr)
    for name in changed:
        print(f"  {name}", file=sys.stderr)
    if unplaced:
        print("rewrite-citations: citations left to place by hand (add them to FRAGMENTS):",
              file=sys.stderr)
        for entry in unplaced:
            print(f"  {entry}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
