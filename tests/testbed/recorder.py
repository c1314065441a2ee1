#!/usr/bin/env python3
"""The test bed's recorder: an HTTP server on 127.0.0.1 (an ephemeral port)
that clients reach directly or as their proxy. It logs, one JSON object a
line, each raw request-target (as bytes, latin-1 decoded so nothing is
lost) and Host header; it serves the generated pages under /page/ and an
empty 200 for everything else.

    recorder.py PAGES_DIR LOG_FILE PORT_FILE
"""
import http.server
import json
import os
import sys

pages, log_path, port_file = sys.argv[1:4]
log = open(log_path, "a", encoding="utf-8")


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.0"

    def log_message(self, *args):
        pass

    def parse_request(self):
        # Logged before parsing: a request line http.server rejects (a raw
        # space in the target) is still what the client sent.
        line = self.raw_requestline.rstrip(b"\r\n")
        _, _, rest = line.partition(b" ")
        target = rest.rsplit(b" HTTP/", 1)[0] if b" HTTP/" in rest else rest
        ok = super().parse_request()
        host = self.headers.get("Host", "") if ok else ""
        log.write(json.dumps({"target": target.decode("latin-1"), "host": host}) + "\n")
        log.flush()
        return ok

    def do_GET(self):
        target = self.path.encode("latin-1")
        path = target
        if path.startswith(b"http://"):
            slash = path.find(b"/", 7)
            path = path[slash:] if slash >= 0 else b"/"
        body, ctype = b"", "image/gif"
        if path.startswith(b"/page/"):
            name = os.path.basename(path.decode("latin-1"))
            file = os.path.join(pages, name)
            if os.path.isfile(file):
                with open(file, "rb") as f:
                    body = f.read()
                charset = name.split(".")[1]
                ctype = ("application/xhtml+xml" if name.endswith(".xhtml") else "text/html") + "; charset=" + charset
        self.send_response(200)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        try:
            self.wfile.write(body)
        except OSError:   # a client that stops reading (curl -o /dev/null on an error)
            pass


class Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        # A client that hangs up early (wget on an error answer) is no news.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


server = Server(("127.0.0.1", 0), Handler)
with open(port_file + ".tmp", "w") as f:
    f.write(str(server.server_address[1]))
os.rename(port_file + ".tmp", port_file)
server.serve_forever()
