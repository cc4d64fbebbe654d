"""Draws the web app manifest's PNG icons (public/pwa-*.png) from public/favicon.svg.

Run from apps/web with Python 3 and `pip install cairosvg` (it uses the system's libcairo):
    python3 scripts/pwa-icons.py
The maskable icon fills the whole square with the brand colour and keeps the house inside the
middle 80 % (the safe zone launchers may crop to a circle).
"""
import re
from pathlib import Path

import cairosvg

public = Path(__file__).resolve().parent.parent / "public"
favicon = (public / "favicon.svg").read_text()

for size in (192, 512):
    cairosvg.svg2png(bytestring=favicon.encode(), write_to=str(public / f"pwa-{size}x{size}.png"),
                     output_width=size, output_height=size)

# Full bleed: the rounded square becomes a plain one, and the house shrinks to 75 % about its centre.
colour = re.search(r'<rect[^>]*fill="(#[0-9a-fA-F]+)"', favicon).group(1)
house = re.search(r"<path[^>]*/>", favicon).group(0)
maskable = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">'
    f'<rect width="64" height="64" fill="{colour}"/>'
    f'<g transform="translate(32 32) scale(0.75) translate(-32 -34)">{house}</g></svg>'
)
cairosvg.svg2png(bytestring=maskable.encode(), write_to=str(public / "pwa-maskable-512x512.png"),
                 output_width=512, output_height=512)
