"""A small Web Push service for api/tests/push.rs: the push endpoints it
hands out receive the server's pushes and check them end to end, RFC 8030
(headers), RFC 8291 (aes128gcm message encryption) and RFC 8292 (VAPID).

It is deliberately independent of the server's own crypto: the server
encrypts with the Rust crate web-push-native and signs VAPID with the
RustCrypto p256 crate, while this checks with Python's http_ece and
cryptography, so a mistake shared by the server and its own unit tests
cannot pass here.

Usage: python push_receiver.py --vapid-key <base64url uncompressed P-256 point>
It prints `PORT <n>` on stdout once listening on 127.0.0.1:<n>, then serves:
  POST /subscriptions [{"script": [status, ...]}] -> 200 {id, endpoint, keys}
  POST /subscriptions/<id>/script {"script": [...]} -> 204 (replaces it)
  POST /push/<id>                                   -> scripted status, or 201
  GET  /received -> 200 {"pushes": [...], "errors": [...]}
"""

import argparse
import base64
import json
import re
import secrets
import sys
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import http_ece
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature

# RFC 8292 §2: a JWT valid for more than 24 hours is refused.
MAX_EXP_S = 86400
UNCOMPRESSED = (serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)


def b64url_decode(text):
    """Strict base64url without padding (JWS, RFC 7515 §2; RFC 8292 `k`)."""
    if not re.fullmatch(r"[A-Za-z0-9_-]*", text) or len(text) % 4 == 1:
        raise ValueError(f"not unpadded base64url: {text[:16]!r}...")
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def b64url_encode(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


class Refused(Exception):
    """A push that fails a check: answered with `status`, recorded in errors."""

    def __init__(self, status, words):
        super().__init__(words)
        self.status, self.words = status, words


class Subscription:
    def __init__(self, script):
        self.private_key = ec.generate_private_key(ec.SECP256R1())
        self.auth = secrets.token_bytes(16)
        self.script = list(script)


class State:
    """Everything the handlers share, behind one lock (handlers run in threads)."""

    def __init__(self, vapid_key):
        point = b64url_decode(vapid_key)
        if len(point) != 65 or point[0] != 4:
            raise ValueError("not a 65-byte uncompressed P-256 point")
        self.vapid_key = vapid_key
        self.public_key = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), point)
        self.origin = None  # "http://127.0.0.1:<n>", once the port is known
        self.lock = threading.Lock()
        self.subscriptions = {}
        self.pushes = []
        self.errors = []


def check_vapid(state, authorization):
    """RFC 8292 §3: `vapid t=<JWT>, k=<key>`, signed with k, claims sound."""
    scheme, _, rest = (authorization or "").strip().partition(" ")
    if scheme.lower() != "vapid":
        raise Refused(401, f"Authorization is not `vapid t=…, k=…`: {authorization!r}")
    params = {}
    for part in rest.split(","):
        name, eq, value = part.strip().partition("=")
        if not eq or not value or name in params:
            raise Refused(401, f"ill-formed vapid parameter {part.strip()!r}")
        params[name] = value
    if set(params) != {"t", "k"}:
        raise Refused(401, f"vapid parameters are {sorted(params)}, not t and k")
    if params["k"] != state.vapid_key:
        raise Refused(401, f"k is {params['k']!r}, not the server's VAPID key")

    parts = params["t"].split(".")
    if len(parts) != 3:
        raise Refused(401, f"the JWT has {len(parts)} parts, not 3")
    try:
        header = json.loads(b64url_decode(parts[0]))
        claims = json.loads(b64url_decode(parts[1]))
        signature = b64url_decode(parts[2])
    except ValueError as e:  # JSONDecodeError and UnicodeDecodeError are ValueErrors
        raise Refused(401, f"the JWT does not decode: {e}") from None
    if not isinstance(header, dict) or header.get("alg") != "ES256":
        raise Refused(401, f"the JWT header is not ES256: {header!r}")
    if header.get("typ", "JWT") != "JWT":
        raise Refused(401, f"the JWT header's typ is {header['typ']!r}")
    # JWS ES256 (RFC 7518 §3.4) is raw r || s, 32 bytes each; cryptography wants DER.
    if len(signature) != 64:
        raise Refused(401, f"the signature is {len(signature)} bytes, not 64 (r || s)")
    der = encode_dss_signature(int.from_bytes(signature[:32], "big"),
                               int.from_bytes(signature[32:], "big"))
    try:
        state.public_key.verify(der, f"{parts[0]}.{parts[1]}".encode("ascii"),
                                ec.ECDSA(hashes.SHA256()))
    except InvalidSignature:
        raise Refused(401, "the JWT signature does not verify with k") from None

    if not isinstance(claims, dict):
        raise Refused(401, f"the JWT claims are not an object: {claims!r}")
    # The origin includes the port: it is not the scheme's default one.
    if claims.get("aud") != state.origin:
        raise Refused(401, f"aud is {claims.get('aud')!r}, not {state.origin!r}")
    exp, now = claims.get("exp"), int(time.time())
    # bool is an int subclass in Python; JSON true is no expiry time.
    if type(exp) is not int or not now < exp <= now + MAX_EXP_S:
        raise Refused(401, f"exp {exp!r} is not within (now, now + 24 h], now = {now}")
    sub = claims.get("sub")
    if not isinstance(sub, str) or not sub.startswith(("mailto:", "https:")):
        raise Refused(401, f"sub {sub!r} is not a mailto: or https: contact")


def check_push(state, sub, headers, body):
    """The push's checks, in order; returns (ttl, payload) or raises Refused."""
    check_vapid(state, headers.get("Authorization"))
    # Content codings are case-insensitive (RFC 9110 §8.4.1).
    encoding = headers.get("Content-Encoding")
    if (encoding or "").strip().lower() != "aes128gcm":
        raise Refused(400, f"Content-Encoding is {encoding!r}, not aes128gcm")
    ttl = headers.get("TTL")
    if ttl is None or not re.fullmatch(r"[0-9]+", ttl.strip()):  # RFC 8030 §5.2: 1*DIGIT
        raise Refused(400, f"TTL is {ttl!r}, not a non-negative integer")
    # RFC 8291 §4 narrows RFC 8188 for push (browsers rely on it): keyid is
    # the sender's uncompressed point, and the message is a single record.
    idlen = body[20] if len(body) > 20 else 0
    if idlen != 65 or body[21] != 4:
        raise Refused(400, f"the body's keyid is {idlen} bytes, not an uncompressed point")
    if len(body) - 86 > int.from_bytes(body[16:20], "big"):
        raise Refused(400, "the body is more than a single record")
    try:
        # The salt and the sender's public key (keyid) are read from the
        # body's header, so only our private key and auth secret are given.
        plain = http_ece.decrypt(body, private_key=sub.private_key,
                                 auth_secret=sub.auth, version="aes128gcm")
    except Exception as e:  # http_ece raises ECEException, or worse on garbage
        raise Refused(400, f"the body does not decrypt: {getattr(e, 'message', e)!r}") from None
    try:
        payload = json.loads(plain.decode("utf-8"))
    except ValueError as e:
        raise Refused(400, f"the payload is not UTF-8 JSON: {e}") from None
    if not isinstance(payload, dict):
        raise Refused(400, f"the payload is not a JSON object: {payload!r}")
    return int(ttl), payload


def parse_script(body):
    """The optional `{"script": [status, ...]}` of the test's own requests."""
    data = json.loads(body) if body.strip() else {}
    script = data.get("script", []) if isinstance(data, dict) else None
    if not isinstance(script, list) or not all(
            type(s) is int and 200 <= s <= 599 for s in script):
        raise ValueError(f'expected {{"script": [HTTP status, ...]}}, got {body!r}')
    return script


class Handler(BaseHTTPRequestHandler):
    # protocol_version stays HTTP/1.0: a connection per request, so no idle
    # keep-alive connection can go stale under the server's HTTP client.
    state = None  # set in main()

    def log_message(self, format, *args):
        # Silenced: a log line per request could fill a stderr pipe that the
        # Rust test never reads, and block the receiver. Refusals still go there.
        pass

    def answer(self, status, data=None, headers=()):
        body = b"" if data is None else json.dumps(data).encode("utf-8")
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        if data is not None:
            self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def refuse(self, sub_id, status, words):
        with self.state.lock:
            self.state.errors.append({"subscription": sub_id, "error": words})
        print(f"push_receiver: refused ({status}): {words}", file=sys.stderr, flush=True)
        self.answer(status)

    def do_GET(self):
        if self.path != "/received":
            return self.refuse(None, 404, f"unexpected GET {self.path}")
        with self.state.lock:
            received = {"pushes": list(self.state.pushes), "errors": list(self.state.errors)}
        self.answer(200, received)

    def do_POST(self):
        # The body is always read first, so that an early answer does not
        # close the connection under a client still sending.
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        path = self.path.split("/")[1:]
        if len(path) == 2 and path[0] == "push":
            return self.push(path[1], body)
        if path != ["subscriptions"] and not (
                len(path) == 3 and path[0] == "subscriptions" and path[2] == "script"):
            return self.refuse(None, 404, f"unexpected POST {self.path}")
        # The test's own requests: a mistake there is its bug, not the server's.
        try:
            script = parse_script(body)
        except ValueError as e:
            return self.answer(400, {"error": str(e)})
        if len(path) == 1:
            return self.subscribe(script)
        with self.state.lock:
            sub = self.state.subscriptions.get(path[1])
            if sub is not None:
                sub.script = script
        self.answer(204 if sub else 404)

    def subscribe(self, script):
        sub = Subscription(script)
        with self.state.lock:
            sub_id = secrets.token_hex(4)
            while sub_id in self.state.subscriptions:
                sub_id = secrets.token_hex(4)
            self.state.subscriptions[sub_id] = sub
        point = sub.private_key.public_key().public_bytes(*UNCOMPRESSED)
        self.answer(200, {"id": sub_id, "endpoint": f"{self.state.origin}/push/{sub_id}",
                          "keys": {"p256dh": b64url_encode(point), "auth": b64url_encode(sub.auth)}})

    def push(self, sub_id, body):
        with self.state.lock:
            sub = self.state.subscriptions.get(sub_id)
        if sub is None:
            return self.refuse(None, 404, f"push to unknown subscription {sub_id!r}")
        try:
            ttl, payload = check_push(self.state, sub, self.headers, body)
        except Refused as e:
            return self.refuse(sub_id, e.status, e.words)
        # The script is consumed only by pushes that pass every check.
        with self.state.lock:
            status = sub.script.pop(0) if sub.script else 201
            self.state.pushes.append({
                "subscription": sub_id, "status": status, "ttl": ttl,
                "urgency": self.headers.get("Urgency"), "topic": self.headers.get("Topic"),
                "payload": payload,
            })
        # RFC 8030 §5: a created push message is named by its Location.
        self.answer(status, headers=[("Location", f"/messages/{uuid.uuid4()}")] if status == 201 else ())


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--vapid-key", required=True,
                        help="the server's VAPID public key: base64url, uncompressed P-256 point")
    args = parser.parse_args()
    try:
        Handler.state = State(args.vapid_key)
    except ValueError as e:
        parser.error(f"--vapid-key: {e}")
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    port = server.server_address[1]
    Handler.state.origin = f"http://127.0.0.1:{port}"
    print(f"PORT {port}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
