#!/usr/bin/env python3
"""Writes the benchmark's static bodies: small.json (~200 B), 1mb.json, 50mb.json, and `orders`
(the 50 MB body again, under the demo route's path, so `orders list` checks it against [Order]); and capture.har,
a HAR 1.2 of 10,000 demo-route requests with their answers (issue 44's `match --har`, a day of an app's traffic).

    make_data.py DIR            all of them
    make_data.py --har FILE [N] only the HAR, with N entries (default 10,000)"""
import json
import os
import sys



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


# The demo API's routes as an app calls them: (method, path, request body or None), a value cycling with the entry.
HAR_ROUTES = [
    ("GET", lambda i: "/v1/orders?uid=%d" % (i % 1000), None),
    ("GET", lambda i: "/v1/orders/A%07d" % i, None),
    ("POST", lambda i: "/v1/orders", lambda i: '{"uid":%d,"sku":"SKU-%d","qty":%d}' % (i % 1000, i % 97, 1 + i % 9)),
    ("POST", lambda i: "/v1/orders/A%07d/cancel" % i, None),
    ("GET", lambda i: "/v1/users/me", None),
    ("PATCH", lambda i: "/v1/users/me", lambda i: '{"name":"User %d"}' % i),
    ("GET", lambda i: "/v1/pages/numbered?per_page=%d" % (1 + i % 50), None),
    ("GET", lambda i: "/v1/pages/cursor?limit=%d" % (1 + i % 50), None),
]


def har_entry(i):
    method, path, body = HAR_ROUTES[i % len(HAR_ROUTES)]
    headers = [{"name": "Host", "value": "api.dev.example.invalid"}, {"name": "Accept", "value": "application/json"},
               {"name": "User-Agent", "value": "Shop/3.2 CFNetwork/1568.200.51 Darwin/24.1.0"},
               {"name": "Authorization", "value": "Bearer t-%d" % (i % 7)}]
    request = {"method": method, "url": "https://api.dev.example.invalid" + path(i), "httpVersion": "HTTP/1.1",
               "cookies": [], "headers": headers, "queryString": [], "headersSize": -1, "bodySize": 0}
    if body:
        text = body(i)
        headers.append({"name": "Content-Type", "value": "application/json"})
        request["postData"] = {"mimeType": "application/json", "text": text}
        request["bodySize"] = len(text)
    answer = '{"code":0,"message":"ok","data":%s}' % order(i)
    response = {"status": 200, "statusText": "OK", "httpVersion": "HTTP/1.1", "cookies": [],
                "headers": [{"name": "Content-Type", "value": "application/json"}, {"name": "Content-Length", "value": str(len(answer))}],
                "content": {"size": len(answer), "mimeType": "application/json", "text": answer},
                "redirectURL": "", "headersSize": -1, "bodySize": len(answer)}
    return {"startedDateTime": "2026-11-30T10:%02d:%02d.000Z" % (i // 60 % 60, i % 60), "time": 12, "request": request,
            "response": response, "cache": {}, "timings": {"send": 1, "wait": 10, "receive": 1}}


def write_har(path, count=10_000):
    """A HAR of `count` demo-route requests, written an entry at a time (never the whole log in memory)."""
    with open(path, "w") as f:
        f.write('{"log":{"version":"1.2","creator":{"name":"courier bench","version":"1"},"entries":[')
        for i in range(count):
            if i:
                f.write(",")
            f.write(json.dumps(har_entry(i), separators=(",", ":")))
        f.write("]}}")


if len(sys.argv) >= 3 and sys.argv[1] == "--har":
    write_har(sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 10_000)
    sys.exit(0)

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
write_har(os.path.join(out, "capture.har"))
with open(os.path.join(out, "small.json"), "w") as f:
    f.write(json.dumps({"code": 0, "message": "ok", "data": {"id": 1, "name": "small", "tags": ["a", "b", "c"],
                                                            "price": 9.99, "note": "about two hundred bytes of JSON"}}))
for name, size in (("1mb.json", 1 << 20), ("50mb.json", 50 << 20)):
    with open(os.path.join(out, name), "w") as f:
        f.write(envelope(size))
os.link(os.path.join(out, "50mb.json"), os.path.join(out, "orders"))
