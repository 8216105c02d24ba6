"""Self-test of push_receiver.py: starts it as api/tests/push.rs does and
pushes to it as the server would, built here with http_ece and cryptography,
then pushes that are wrong in one way each and must be refused.

Run from /work/main:
  /tmp/teg-push-venv/bin/python -m unittest api/tests/support/test_push_receiver.py
"""

import base64
import http.client
import json
import os
import subprocess
import sys
import time
import unittest
from concurrent.futures import ThreadPoolExecutor

import http_ece
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import decode_dss_signature

RECEIVER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "push_receiver.py")
UNCOMPRESSED = (serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)


def b64(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def unb64(text):
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def public_b64(private_key):
    return b64(private_key.public_key().public_bytes(*UNCOMPRESSED))


def jwt(key, claims, header=None):
    """An ES256 JWS as RFC 8292 wants it: the signature raw r || s."""
    header = header or {"typ": "JWT", "alg": "ES256"}
    signed = f"{b64(json.dumps(header).encode())}.{b64(json.dumps(claims).encode())}"
    r, s = decode_dss_signature(key.sign(signed.encode(), ec.ECDSA(hashes.SHA256())))
    return f"{signed}.{b64(r.to_bytes(32, 'big') + s.to_bytes(32, 'big'))}"


def encrypt(sub, plain, rs=4096):
    """RFC 8291 as the server does it: a fresh sender key for every message."""
    return http_ece.encrypt(plain, private_key=ec.generate_private_key(ec.SECP256R1()),
                            dh=unb64(sub["keys"]["p256dh"]), auth_secret=unb64(sub["keys"]["auth"]),
                            rs=rs, version="aes128gcm")


def compress_keyid(body):
    """The same message with its keyid (RFC 8188 §2.1, after salt, rs, idlen) compressed."""
    point = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), body[21:86])
    compressed = point.public_bytes(serialization.Encoding.X962,
                                    serialization.PublicFormat.CompressedPoint)
    return body[:20] + bytes([len(compressed)]) + compressed + body[86:]


class PushReceiverTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.vapid_key = ec.generate_private_key(ec.SECP256R1())
        cls.other = ec.generate_private_key(ec.SECP256R1())
        cls.proc = subprocess.Popen(
            [sys.executable, RECEIVER, "--vapid-key", public_b64(cls.vapid_key)],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        line = cls.proc.stdout.readline()
        assert line.startswith("PORT ") and line.endswith("\n"), repr(line)
        cls.port = int(line.split()[1])
        cls.origin = f"http://127.0.0.1:{cls.port}"

    @classmethod
    def tearDownClass(cls):
        cls.proc.terminate()
        rest = cls.proc.stdout.read()
        cls.proc.wait(timeout=10)
        cls.proc.stdout.close()
        assert rest == "", f"stdout carries only the PORT line, also: {rest!r}"

    def request(self, method, path, body=b"", headers=None):
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        try:
            conn.request(method, path, body=body, headers=headers or {})
            response = conn.getresponse()
            return response.status, dict(response.getheaders()), response.read()
        finally:
            conn.close()

    def subscribe(self, script=None):
        body = b"" if script is None else json.dumps({"script": script}).encode()
        status, _, data = self.request("POST", "/subscriptions", body)
        self.assertEqual(status, 200, data)
        return json.loads(data)

    def received(self):
        status, _, data = self.request("GET", "/received")
        self.assertEqual(status, 200)
        return json.loads(data)

    def claims(self, **changes):
        claims = {"aud": self.origin, "exp": int(time.time()) + 12 * 3600,
                  "sub": "mailto:ops@example.com"}
        claims.update(changes)
        return {k: v for k, v in claims.items() if v is not None}

    def authorization(self, key=None, k=None, header=None, **claims):
        """An Authorization header: signed by key, naming k, with claims changed."""
        key = key or self.vapid_key
        return f"vapid t={jwt(key, self.claims(**claims), header)}, k={k or public_b64(key)}"

    def push(self, sub, payload=None, body=None, headers=None, auth=None, sub_id=None):
        """POSTs a push to sub as the server does; any part may be replaced."""
        if body is None:
            body = encrypt(sub, json.dumps(payload or {"kind": "your_turn", "game": 7}).encode())
        if auth is None:
            auth = self.authorization()
        sent = {"TTL": "3600", "Urgency": "high", "Content-Encoding": "aes128gcm",
                "Content-Type": "application/octet-stream", "Authorization": auth}
        sent.update(headers or {})
        sent = {k: v for k, v in sent.items() if v is not None}
        return self.request("POST", f"/push/{sub_id or sub['id']}", body, sent)

    def test_subscription_shape(self):
        sub = self.subscribe()
        self.assertEqual(sub["endpoint"], f"{self.origin}/push/{sub['id']}")
        point = unb64(sub["keys"]["p256dh"])
        self.assertEqual((len(point), point[0]), (65, 4))
        ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), point)
        self.assertEqual(len(unb64(sub["keys"]["auth"])), 16)
        self.assertNotIn("=", sub["keys"]["p256dh"] + sub["keys"]["auth"])

    def test_good_push_is_received(self):
        sub = self.subscribe()
        status, headers, body = self.push(sub, {"kind": "your_turn", "game": 7},
                                          headers={"Topic": "game-7"})
        self.assertEqual(status, 201)
        self.assertRegex(headers["Location"], r"^/messages/[0-9a-f-]{36}$")
        self.assertEqual((headers["Content-Length"], body), ("0", b""))
        pushes = [p for p in self.received()["pushes"] if p["subscription"] == sub["id"]]
        self.assertEqual(pushes, [{"subscription": sub["id"], "status": 201, "ttl": 3600,
                                   "urgency": "high", "topic": "game-7",
                                   "payload": {"kind": "your_turn", "game": 7}}])

    def test_script_orders_answers(self):
        sub = self.subscribe([429, 410])
        self.assertEqual(self.push(sub, headers={"Urgency": None})[0], 429)
        status, headers, _ = self.push(sub)
        self.assertEqual((status, "Location" in headers), (410, False))
        self.assertEqual(self.push(sub)[0], 201)
        status, _, _ = self.request("POST", f"/subscriptions/{sub['id']}/script",
                                    json.dumps({"script": [503]}).encode())
        self.assertEqual(status, 204)
        self.assertEqual(self.push(sub)[0], 503)
        self.assertEqual(self.push(sub)[0], 201)
        pushes = [p for p in self.received()["pushes"] if p["subscription"] == sub["id"]]
        self.assertEqual([p["status"] for p in pushes], [429, 410, 201, 503, 201])
        self.assertIsNone(pushes[0]["urgency"])
        self.assertIsNone(pushes[0]["topic"])
        self.assertEqual(self.request("POST", "/subscriptions/nope/script",
                                      b'{"script": []}')[0], 404)
        self.assertEqual(self.request("POST", "/subscriptions", b'{"script": ["x"]}')[0], 400)

    def test_authorization_spacing_is_tolerated(self):
        sub = self.subscribe()
        t, k = jwt(self.vapid_key, self.claims()), public_b64(self.vapid_key)
        for auth in (f"vapid t={t},k={k}", f"vapid t={t} , k={k}", f"vapid k={k}, t={t}"):
            self.assertEqual(self.push(sub, auth=auth)[0], 201, auth)

    def test_wrong_pushes_are_refused(self):
        k, now, auth = public_b64(self.vapid_key), int(time.time()), self.authorization
        sub = self.subscribe([202])
        # name: (status, words of the recorded error, what push() is given)
        cases = {
            "no Authorization": (401, "Authorization is not", {"headers": {"Authorization": None}}),
            "not vapid": (401, "Authorization is not", {"auth": auth().replace("vapid", "WebPush", 1)}),
            "no k": (401, "not t and k", {"auth": auth().split(",")[0]}),
            "wrong k": (401, "not the server's VAPID key", {"auth": auth(key=self.other)}),
            "bad signature": (401, "signature does not verify", {"auth": auth(key=self.other, k=k)}),
            "not a JWT": (401, "not 3", {"auth": f"vapid t=abc.def, k={k}"}),
            "not ES256": (401, "not ES256", {"auth": auth(header={"alg": "HS256"})}),
            "wrong typ": (401, "typ", {"auth": auth(header={"alg": "ES256", "typ": "JWE"})}),
            "wrong aud": (401, "aud is", {"auth": auth(aud="http://127.0.0.1")}),
            "https aud": (401, "aud is", {"auth": auth(aud=f"https://127.0.0.1:{self.port}")}),
            "expired exp": (401, "exp ", {"auth": auth(exp=now - 60)}),
            "exp too far": (401, "exp ", {"auth": auth(exp=now + 90000)}),
            "exp a string": (401, "exp ", {"auth": auth(exp=str(now + 60))}),
            "no sub": (401, "sub None", {"auth": auth(sub=None)}),
            "bad sub": (401, "sub 'ops@", {"auth": auth(sub="ops@example.com")}),
            "aesgcm": (400, "Content-Encoding is", {"headers": {"Content-Encoding": "aesgcm"}}),
            "missing TTL": (400, "TTL is None", {"headers": {"TTL": None}}),
            "negative TTL": (400, "TTL is '-1'", {"headers": {"TTL": "-1"}}),
            "garbage body": (400, "the body", {"body": os.urandom(200)}),
            "garbage ciphertext": (400, "does not decrypt", {"body": encrypt(sub, b"{}")[:86] + b"?" * 40}),
            "empty body": (400, "keyid is 0 bytes", {"body": b""}),
            "someone else's keys": (400, "does not decrypt", {"body": encrypt(self.subscribe(), b"{}")}),
            "compressed keyid": (400, "keyid is 33 bytes", {"body": compress_keyid(encrypt(sub, b"{}"))}),
            "two records": (400, "single record", {"body": encrypt(sub, b'{"a": "%s"}' % (b"x" * 99), rs=64)}),
            "not UTF-8": (400, "not UTF-8", {"body": encrypt(sub, b"\xff\xfe")}),
            "not a JSON object": (400, "not a JSON object", {"body": encrypt(sub, b"[1, 2]")}),
        }
        for name, (status, words, kwargs) in cases.items():
            with self.subTest(name):
                before = len(self.received()["errors"])
                got, _, body = self.push(sub, **kwargs)
                self.assertEqual((got, body), (status, b""))
                errors = self.received()["errors"][before:]
                self.assertEqual(len(errors), 1, errors)
                self.assertEqual(errors[0]["subscription"], sub["id"])
                self.assertIn(words, errors[0]["error"])
        # None of them consumed the script, nor was recorded as a push.
        self.assertEqual(self.push(sub)[0], 202)
        pushes = [p for p in self.received()["pushes"] if p["subscription"] == sub["id"]]
        self.assertEqual([p["status"] for p in pushes], [202])

    def test_concurrent_pushes_are_all_recorded(self):
        sub = self.subscribe()
        with ThreadPoolExecutor(8) as pool:
            statuses = list(pool.map(lambda n: self.push(sub, {"n": n})[0], range(16)))
        self.assertEqual(statuses, [201] * 16)
        pushes = [p for p in self.received()["pushes"] if p["subscription"] == sub["id"]]
        self.assertEqual(sorted(p["payload"]["n"] for p in pushes), list(range(16)))

    def test_bad_vapid_key_is_a_usage_error(self):
        for key in ("not base64!", public_b64(self.vapid_key)[:-4], "BAAA"):
            run = subprocess.run([sys.executable, RECEIVER, "--vapid-key", key],
                                 capture_output=True, text=True, timeout=30)
            self.assertEqual((run.returncode, run.stdout), (2, ""), key)
            self.assertIn("--vapid-key", run.stderr)

    def test_unknown_subscription_is_404(self):
        before = len(self.received()["errors"])
        status, _, _ = self.push(self.subscribe(), sub_id="nosuch")
        self.assertEqual(status, 404)
        errors = self.received()["errors"][before:]
        self.assertEqual(len(errors), 1)
        self.assertIsNone(errors[0]["subscription"])
        self.assertIn("nosuch", errors[0]["error"])


if __name__ == "__main__":
    unittest.main()
