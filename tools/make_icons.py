#!/usr/bin/env python3
"""Draw the app icon (an octagonal Janggi piece on a wooden board) in code.

Writes RGBA PNGs (plus a PNG-in-ICO for Windows and a PNG-in-ICNS for macOS)
into src-tauri/icons/. Standard library only (zlib + struct): no downloads,
no image libraries. Run: python3 tools/make_icons.py
"""
import math
import os
import struct
import zlib

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src-tauri", "icons")
MASTER = 512
SS = 3  # supersampling per axis for the master image


def octagon(cx, cy, r):
    """Vertices of a regular octagon with flat top/bottom, circumradius r."""
    return [(cx + r * math.cos(math.radians(22.5 + 45 * k)), cy + r * math.sin(math.radians(22.5 + 45 * k))) for k in range(8)]


def inside_convex(poly, x, y):
    """True when (x, y) is inside the convex polygon (counter-clockwise or clockwise)."""
    sign = 0
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        c = (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1)
        if c != 0:
            s = 1 if c > 0 else -1
            if sign == 0:
                sign = s
            elif s != sign:
                return False
    return True


def dist_to_segment(px, py, ax, ay, bx, by):
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    qx, qy = ax + t * dx, ay + t * dy
    return math.hypot(px - qx, py - qy)


def rounded_square(x, y, size, radius):
    """True when (x, y) is inside a square [0,size]^2 with rounded corners."""
    cx = min(max(x, radius), size - radius)
    cy = min(max(y, radius), size - radius)
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius


def wood(x, y, base, amp):
    """A wood-grain colour: slow sine rings along y, perturbed by x."""
    g = math.sin(y * 0.045 + 3.0 * math.sin(x * 0.012) + 0.6 * math.sin(x * 0.05)) * 0.5 + 0.5
    return tuple(min(255, max(0, int(c + amp * (g - 0.5) * 2))) for c in base)


S = MASTER
BOARD_R = S * 0.18
PIECE = octagon(S / 2, S / 2, S * 0.43)
PIECE_INNER = octagon(S / 2, S / 2, S * 0.36)
SHADOW = octagon(S / 2 + S * 0.015, S / 2 + S * 0.03, S * 0.43)
INK = (27, 94, 72)  # Cho green-blue
# a palace-like mark: the X of the palace and its square, the signature of the board
MARK = S * 0.16
SEGMENTS = [
    (S / 2 - MARK, S / 2 - MARK, S / 2 + MARK, S / 2 + MARK),
    (S / 2 + MARK, S / 2 - MARK, S / 2 - MARK, S / 2 + MARK),
    (S / 2 - MARK, S / 2 - MARK, S / 2 + MARK, S / 2 - MARK),
    (S / 2 - MARK, S / 2 + MARK, S / 2 + MARK, S / 2 + MARK),
    (S / 2 - MARK, S / 2 - MARK, S / 2 - MARK, S / 2 + MARK),
    (S / 2 + MARK, S / 2 - MARK, S / 2 + MARK, S / 2 + MARK),
]
STROKE = S * 0.022


def sample(x, y):
    """RGBA colour of the icon at master coordinates (x, y)."""
    if not rounded_square(x, y, S, BOARD_R):
        return (0, 0, 0, 0)
    if inside_convex(PIECE, x, y):
        if not inside_convex(PIECE_INNER, x, y):
            edge = wood(x, y, (196, 150, 92), 18)
            return edge + (255,)
        for seg in SEGMENTS:
            if dist_to_segment(x, y, *seg) <= STROKE:
                return INK + (255,)
        if math.hypot(x - S / 2, y - S / 2) <= S * 0.045:
            return INK + (255,)
        return wood(x, y, (236, 200, 140), 14) + (255,)
    if inside_convex(SHADOW, x, y):
        return (92, 58, 28, 255)
    # the board: darker wood, with two grid lines crossing behind the piece
    c = wood(x, y, (168, 112, 58), 22)
    for gx in (S * 0.12, S * 0.88):
        if abs(x - gx) < S * 0.008:
            c = (70, 40, 18)
    for gy in (S * 0.12, S * 0.88):
        if abs(y - gy) < S * 0.008:
            c = (70, 40, 18)
    return c + (255,)


def render_master():
    img = []
    for py in range(S):
        row = []
        for px in range(S):
            acc = [0, 0, 0, 0]
            for sy in range(SS):
                for sx in range(SS):
                    r, g, b, a = sample(px + (sx + 0.5) / SS, py + (sy + 0.5) / SS)
                    acc[0] += r * a
                    acc[1] += g * a
                    acc[2] += b * a
                    acc[3] += a
            n = SS * SS
            a = acc[3]
            if a == 0:
                row.append((0, 0, 0, 0))
            else:
                row.append((acc[0] // a, acc[1] // a, acc[2] // a, a // n))
        img.append(row)
    return img


def downscale(img, size):
    """Area-average resize of a square RGBA image (premultiplied)."""
    src = len(img)
    out = []
    for y in range(size):
        y0, y1 = y * src // size, (y + 1) * src // size
        row = []
        for x in range(size):
            x0, x1 = x * src // size, (x + 1) * src // size
            acc = [0, 0, 0, 0]
            for yy in range(y0, y1):
                for xx in range(x0, x1):
                    r, g, b, a = img[yy][xx]
                    acc[0] += r * a
                    acc[1] += g * a
                    acc[2] += b * a
                    acc[3] += a
            n = (y1 - y0) * (x1 - x0)
            a = acc[3]
            row.append((0, 0, 0, 0) if a == 0 else (acc[0] // a, acc[1] // a, acc[2] // a, a // n))
        out.append(row)
    return out


def png_bytes(img):
    h = len(img)
    w = len(img[0])
    raw = b"".join(b"\x00" + bytes(v for px in row for v in px) for row in img)

    def chunk(tag, data):
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def ico_bytes(pngs):
    """ICO with PNG-compressed entries (Windows Vista and later)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = 6 + 16 * len(pngs)
    entries = b""
    data = b""
    for size, blob in pngs:
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset + len(data))
        data += blob
    return header + entries + data


def icns_bytes(pngs):
    """ICNS with PNG entries: ic07 128, ic08 256, ic09 512."""
    types = {128: b"ic07", 256: b"ic08", 512: b"ic09"}
    body = b"".join(types[s] + struct.pack(">I", 8 + len(b)) + b for s, b in pngs if s in types)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main():
    os.makedirs(OUT, exist_ok=True)
    master = render_master()
    sizes = {32: None, 128: None, 256: None, 512: master}
    for s in (256, 128, 32):
        sizes[s] = downscale(master, s)
    blobs = {s: png_bytes(im) for s, im in sizes.items()}
    files = {
        "32x32.png": blobs[32],
        "128x128.png": blobs[128],
        "128x128@2x.png": blobs[256],
        "icon.png": blobs[512],
        "icon.ico": ico_bytes([(32, blobs[32]), (128, blobs[128]), (256, blobs[256])]),
        "icon.icns": icns_bytes([(128, blobs[128]), (256, blobs[256]), (512, blobs[512])]),
    }
    for name, data in files.items():
        with open(os.path.join(OUT, name), "wb") as f:
            f.write(data)
        print(f"wrote src-tauri/icons/{name} ({len(data)} bytes)")


if __name__ == "__main__":
    main()
