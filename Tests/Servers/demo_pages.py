"""The demo API's paginated lists, one per style `--all` follows (standard library only).

    GET /v1/pages/numbered?page=N&per_page=K   data: {"items": [...], "page": N, "perPage": K, "total": 7}
    GET /v1/pages/cursor?cursor=C&limit=K      data: {"items": [...], "nextCursor": "c3" | null}
    GET /v1/pages/linked?page=N&per_page=K     data: [...], and Link: <...>; rel="next", rel="first", rel="last"

Seven items, three a page by default. A request may ask a page to misbehave with the header
`X-Page-Fault` (comma-separated), as the tests do:
  fail-at=N          page N answers 500 (code 50000)             -> http.server, exit 5
  plain-at=N         page N is a bare JSON array, no envelope    -> decoding.envelope, exit 10
  not-a-list         the list is an object                       -> paging, exit 10
  repeat             page 2 hands back its own cursor / its own URL as next -> paging, exit 10
  next-origin=URL    linked: the next link points at URL's origin -> paging, exit 10, nothing sent there
  relative           linked: the next link is a relative reference (/v1/pages/linked?...)
Every page request is counted by style: GET /v1/pages/count answers {"numbered": N, "cursor": N, "linked": N}.
"""
import json
import threading
from urllib.parse import urlencode

ITEMS = [{"id": n, "name": "item %d" % n} for n in range(1, 8)]
COUNTS = {"numbered": 0, "cursor": 0, "linked": 0}
LOCK = threading.Lock()


def faults(handler):
    found = {}
    for part in handler.headers.get("X-Page-Fault", "").split(","):
        name, _, value = part.strip().partition("=")
        if name:
            found[name] = value
    return found


def number(query, name, default):
    try:
        value = int(query.get(name, [str(default)])[0])
    except ValueError:
        return None
    return value if value >= 0 else None


def handle(handler, segments, query, envelope):
    """Answers GET /v1/pages/...; returns False for any other path."""
    if not segments or segments[0] != "pages" or len(segments) != 2:
        return False
    style = segments[1]
    if style == "count":
        with LOCK:
            handler.send_json(200, envelope(dict(COUNTS)))
        return True
    if style not in COUNTS:
        return False
    with LOCK:
        COUNTS[style] += 1
    fault = faults(handler)
    size = number(query, "limit" if style == "cursor" else "per_page", 3)
    if style == "cursor":
        cursor = query.get("cursor", ["c0"])[0]
        # A size that is not a positive number (`limit=null`, `limit=0`) is a bad request, as a bad cursor is.
        start = int(cursor[1:]) if size and cursor[:1] == "c" and cursor[1:].isdigit() else None
        page = None if start is None else start // size + 1
    else:
        page = number(query, "page", 1)
        start = None if page is None or page < 1 or not size else (page - 1) * size
    if start is None:
        handler.send_json(400, envelope(None, 40001, "bad page, cursor or size"))
        return True
    if fault.get("fail-at") == str(page):
        handler.send_json(500, envelope(None, 50000, "page %d failed" % page))
        return True
    items = ITEMS[start:start + size]
    if fault.get("plain-at") == str(page):
        handler.send_json(200, items)
        return True
    listed = {"items": items} if "not-a-list" in fault else items
    more = start + size < len(ITEMS)
    if style == "numbered":
        handler.send_json(200, envelope({"items": listed, "page": page, "perPage": size, "total": len(ITEMS)}))
    elif style == "cursor":
        following = "c%d" % (start + size) if more else None
        if "repeat" in fault and page == 2:
            following = cursor
        handler.send_json(200, envelope({"items": listed, "nextCursor": following}))
    else:
        send_linked(handler, fault, page, size, more, envelope(listed))
    return True


def send_linked(handler, fault, page, size, more, payload):
    host = handler.headers.get("Host", "127.0.0.1")
    origin = fault.get("next-origin") or "http://" + host

    def url(number, base=None):
        path = "/v1/pages/linked?" + urlencode({"page": number, "per_page": size})
        return path if base == "" else (base or "http://" + host) + path

    links = ['<%s>; rel="first"' % url(1), '<%s>; rel="last"' % url((len(ITEMS) + size - 1) // size)]
    if more:
        target = page if "repeat" in fault and page == 2 else page + 1
        links.insert(0, '<%s>; rel="next"' % url(target, "" if "relative" in fault else origin))
    body = json.dumps(payload).encode("utf-8")
    handler.send_response(200)
    handler.send_header("Content-Type", "application/json; charset=utf-8")
    handler.send_header("Content-Length", str(len(body)))
    handler.send_header("Link", ", ".join(links))
    handler.end_headers()
    handler.wfile.write(body)
