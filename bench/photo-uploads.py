#!/usr/bin/env python3
"""Photo uploads under attack: one owner sends 40 uploads at once to a new draft, half of them
40-megapixel 16-bit RGBA PNGs (320 MB once decoded, ~0.3 MB on the wire: refused from their
header) and half the largest photos the server accepts (40-megapixel 8-bit RGBA PNGs, 160 MB
decoded, resized by the photo queue). Waits until every accepted photo is processed, then prints
what the server answered and its peak RSS (VmHWM of /proc/PID/status).

Usage: photo-uploads.py BASE_URL SERVER_PID [UPLOADS]
"""

import concurrent.futures
import json
import struct
import sys
import time
import urllib.parse
import urllib.request
import zlib

OWNER = "+919000000001"
BOUNDARY = "----escapes-bench-boundary"


def call(base, method, path, body=None, token=None, raw=None, content_type=None):
    data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
    req = urllib.request.Request(base + path, data=data, method=method)
    if data is not None:
        req.add_header("Content-Type", content_type or "application/json")
    if token:
        req.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(req, timeout=600) as res:
            return res.status, json.loads(res.read() or b"null")
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"null")


def sign_in(base, phone):
    status, _ = call(base, "POST", "/api/v1/auth/send-otp", {"phone": phone, "purpose": "login"})
    assert status == 200, status
    _, outbox = call(base, "GET", "/api/dev/outbox?to=" + urllib.parse.quote(phone))
    code = outbox["data"][0]["body"][:6]
    status, signed = call(base, "POST", "/api/v1/auth/verify-otp", {"phone": phone, "otp": code})
    assert status == 200, signed
    return signed["data"]["token"]


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))


def png(width, height, depth):
    """A flat grey RGBA PNG of `depth` bits per channel, compressed row by row."""
    row = b"\0" + b"\x80" * (width * 4 * depth // 8)
    z = zlib.compressobj(9)
    idat = b"".join(z.compress(row) for _ in range(height)) + z.flush()
    header = struct.pack(">IIBBBBB", width, height, depth, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", idat) + chunk(b"IEND", b"")


def multipart(photo):
    head = (
        f"--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"p.png\"\r\n"
        "Content-Type: image/png\r\n\r\n"
    ).encode()
    return head + photo + f"\r\n--{BOUNDARY}--\r\n".encode()


def hwm_mb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) // 1024
    return -1


def main():
    base, pid = sys.argv[1], int(sys.argv[2])
    uploads = int(sys.argv[3]) if len(sys.argv) > 3 else 40
    token = sign_in(base, OWNER)
    draft = {"title": "Upload bench grove", "location": "moinabad", "halfDayPrice": 5000, "maxGuests": 10}
    status, created = call(base, "POST", "/api/v1/owner/properties", draft, token)
    assert status == 201, created
    listing = created["data"]["id"]
    deep = multipart(png(8000, 5000, 16))
    largest = multipart(png(8000, 5000, 8))
    before = hwm_mb(pid)
    bodies = [deep if i % 2 == 0 else largest for i in range(uploads)]

    def send(body):
        return call(
            base, "POST", f"/api/v1/owner/properties/{listing}/photos", token=token, raw=body,
            content_type=f"multipart/form-data; boundary={BOUNDARY}",
        )

    started = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(max_workers=uploads) as pool:
        answers = list(pool.map(send, bodies))
    answered = time.monotonic() - started
    by_answer = {}
    for status, body in answers:
        key = f"{status} {body['error']['code']}" if status >= 400 else str(status)
        by_answer[key] = by_answer.get(key, 0) + 1
    while True:
        _, view = call(base, "GET", f"/api/v1/owner/properties/{listing}", token=token)
        states = [p["status"] for p in view["data"]["photos"]]
        if "processing" not in states:
            break
        time.sleep(0.5)
    settled = time.monotonic() - started
    ready = states.count("ready")
    print(f"uploads={uploads} deep_png_bytes={len(deep)} largest_png_bytes={len(largest)}")
    print("answers " + ", ".join(f"{k}: {v}" for k, v in sorted(by_answer.items())))
    print(f"answered_s={answered:.1f} processed_s={settled:.1f} ready={ready} failed={states.count('failed')}")
    print(f"peak_rss_mb_before={before} peak_rss_mb={hwm_mb(pid)}")


if __name__ == "__main__":
    main()
