"""The committed OpenAPI spec, for checking bodies: schema validation with
``jsonschema`` (Draft 2020-12, ``#/components/schemas`` resolved in the spec)
and decoding with the generated operation's own response parser."""

from __future__ import annotations

import functools
import importlib
import json
import os
import pkgutil
import re
from pathlib import Path
from typing import Any

import httpx
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

HERE = Path(__file__).resolve().parent
PACKAGE_ROOT = HERE.parent  # clients/python
REPO_ROOT = PACKAGE_ROOT.parent.parent
SPEC_PATH = REPO_ROOT / "openapi" / "openapi.json"
FIXTURES_DIR = Path(os.environ.get("TEG_FIXTURES_DIR") or REPO_ROOT / "clients" / "fixtures")
SPEC_URI = "urn:teg:openapi.json"
METHODS = ("get", "put", "post", "delete", "patch", "head", "options")


@functools.cache
def spec() -> dict[str, Any]:
    return json.loads(SPEC_PATH.read_text(encoding="utf-8"))


@functools.cache
def registry() -> Registry:
    resource = Resource.from_contents(spec(), default_specification=DRAFT202012)
    return Registry().with_resource(SPEC_URI, resource)


def _pointer(*parts: str) -> str:
    return "/".join(p.replace("~", "~0").replace("/", "~1") for p in parts)


@functools.cache
def operations() -> dict[str, tuple[str, str]]:
    """operationId -> (method, path template)."""
    out = {}
    for path, item in spec()["paths"].items():
        for method in METHODS:
            if method in item and "operationId" in item[method]:
                out[item[method]["operationId"]] = (method, path)
    return out


def operation_for(method: str, path: str) -> str | None:
    """The operationId serving a concrete request path (e.g. /v1/games/abc)."""
    best = None
    for operation_id, (op_method, template) in operations().items():
        if op_method != method.lower():
            continue
        pattern = "^" + re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(template)) + "$"
        if re.match(pattern, path):
            literal = len(re.sub(r"\{[^}]+\}", "", template))
            if best is None or literal > best[0]:  # /games/import beats /games/{id}
                best = (literal, operation_id)
    return best[1] if best else None


def response_schema_pointer(operation_id: str, status: int) -> tuple[str, str] | None:
    """(JSON pointer of the body's schema, content type) or None (no body)."""
    method, path = operations()[operation_id]
    responses = spec()["paths"][path][method]["responses"]
    key = str(status) if str(status) in responses else f"{str(status)[0]}XX"
    if key not in responses:
        key = "default"
    if key not in responses:
        raise LookupError(f"{operation_id} documents no {status} answer (has {sorted(responses)})")
    content = responses[key].get("content") or {}
    for media in ("application/json", "application/problem+json", *content):
        if media in content and "schema" in content[media]:
            return "#/" + _pointer("paths", path, method, "responses", key, "content", media, "schema"), media
    return None


def validate_body(operation_id: str, status: int, body: Any) -> list[str]:
    """Every way ``body`` breaks the spec's schema for that answer."""
    found = response_schema_pointer(operation_id, status)
    if found is None:
        return [] if body in (None, "", b"") else [f"{operation_id} {status} has no body in the spec"]
    pointer, _media = found
    validator = Draft202012Validator({"$ref": SPEC_URI + pointer}, registry=registry())
    errors = sorted(validator.iter_errors(body), key=lambda e: list(e.absolute_path))
    return [_describe(error) for error in errors]


def _describe(error) -> str:
    where = "/".join(str(p) for p in error.absolute_path) or "(root)"
    best = _closest(error)
    detail = best.message if len(best.message) <= 300 else best.message[:300] + "..."
    inner = "/".join(str(p) for p in best.absolute_path)
    return f"at {where}: {detail}" + (f" (at {inner})" if best is not error and inner != where else "")


def _closest(error):
    """In a oneOf/anyOf failure, the failure of the branch that came closest."""
    if not error.context:
        return error
    branches: dict[Any, list] = {}
    for sub in error.context:
        branches.setdefault(sub.relative_schema_path[0], []).append(sub)
    closest = min(branches.values(), key=len)
    return _closest(max(closest, key=lambda e: len(e.absolute_path)))


@functools.cache
def generated_module(operation_id: str):
    """The generated module of an operation (``getGame`` -> ``api.games.get_game``)."""
    import teg_client.generated.api as api

    snake = re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", operation_id).lower()
    # The generator splits an acronym from the word after it: registerOAuthApp -> register_o_auth_app.
    acronyms = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", operation_id)
    acronyms = re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", acronyms).lower()
    candidates = {snake, re.sub(r"(\d+)", r"_\1", snake), acronyms}
    for tag in pkgutil.iter_modules(api.__path__):
        for module in pkgutil.iter_modules([str(Path(api.__path__[0]) / tag.name)]):
            if module.name in candidates:
                return importlib.import_module(f"teg_client.generated.api.{tag.name}.{module.name}")
    raise LookupError(f"no generated module for {operation_id} (looked for {sorted(candidates)})")


def decode(operation_id: str, status: int, body: Any):
    """Decodes a body with the generated operation's response parser."""
    from teg_client.generated import Client

    module = generated_module(operation_id)
    found = response_schema_pointer(operation_id, status)
    media = found[1] if found else "application/json"
    response = httpx.Response(status, json=body, headers={"content-type": media})
    client = Client(base_url="http://fixture.invalid", raise_on_unexpected_status=True)
    return module._parse_response(client=client, response=response)


def first_difference(expected: Any, actual: Any, path: str = "") -> str:
    """Where two JSON values first differ, for messages."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        for key in sorted(set(expected) | set(actual)):
            if key not in actual:
                return f"{path}/{key} lost"
            if key not in expected:
                return f"{path}/{key} added"
            if expected[key] != actual[key]:
                return first_difference(expected[key], actual[key], f"{path}/{key}")
    if isinstance(expected, list) and isinstance(actual, list) and len(expected) == len(actual):
        for index, (a, b) in enumerate(zip(expected, actual, strict=True)):
            if a != b:
                return first_difference(a, b, f"{path}/{index}")
    return f"{path or '/'}: {json.dumps(expected)[:120]} became {json.dumps(actual, default=str)[:120]}"
