#!/usr/bin/env python3
"""Writes the benchmark's static bodies: small.json (~200 B), 1mb.json, 50mb.json, and `orders`
(the 50 MB body again, under the demo route's path, so `orders list` checks it against [Order])."""
import json
import os
import sys

out = sys.argv[1]
os.makedirs(out, exist_ok=True)


def order(i):
    return ('{"no":"A%07d","uid":%d,"sku":"SKU-%d","qty":%d,"total":%d.%02d,"status":"%s",'
            '"createdAt":"2026-11-%02dT10:00:00Z"}') % (i, i % 1000, i % 97, 1 + i % 9, i % 500, i % 100,
                                                      ("paid", "shipped", "cancelled")[i % 3], 1 + i % 28)


def envelope(size):
    parts, total, i = [], 0, 0
    while total < size:
        item = order(i)
        parts.append(item)
        total += len(item) + 1
        i += 1
    return '{"code":0,"message":"ok","data":[' + ",".join(parts) + "]}"


with open(os.path.join(out, "small.json"), "w") as f:
    f.write(json.dumps({"code": 0, "message": "ok", "data": {"id": 1, "name": "small", "tags": ["a", "b", "c"],
                                                            "price": 9.99, "note": "about two hundred bytes of JSON"}}))
for name, size in (("1mb.json", 1 << 20), ("50mb.json", 50 << 20)):
    with open(os.path.join(out, name), "w") as f:
        f.write(envelope(size))
os.link(os.path.join(out, "50mb.json"), os.path.join(out, "orders"))
