#!/usr/bin/env python3
"""Writes cp949.bin: the CP949 (Unified Hangul Code, EUC-KR superset)
double-byte table used by cp949.rs, from Python's own cp949 codec.

Layout: for lead bytes 0x81..=0xFE and trail bytes 0x41..=0xFE, one
little-endian u16 per pair, index (lead - 0x81) * 190 + (trail - 0x41);
0 where the pair is unmapped. Run: python3 cp949_table.py
"""
import struct

out = bytearray()
mapped = 0
for lead in range(0x81, 0xFF):
    for trail in range(0x41, 0xFF):
        try:
            s = bytes([lead, trail]).decode("cp949")
            cp = ord(s) if len(s) == 1 else 0
        except UnicodeDecodeError:
            cp = 0
        if cp > 0xFFFF:
            cp = 0
        mapped += cp != 0
        out += struct.pack("<H", cp)
open("cp949.bin", "wb").write(out)
print(len(out), "bytes,", mapped, "pairs mapped")
