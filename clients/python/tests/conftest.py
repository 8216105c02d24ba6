"""Shared fixtures: the real server (``TEG_BASE_URL``) and a recorder that
checks every JSON answer of it against the spec."""

from __future__ import annotations

import json
import os

import httpx
import pytest
import spec_support as spec

from teg_client import AsyncTeg, Teg


@pytest.fixture
def base_url() -> str:
    url = os.environ.get("TEG_BASE_URL")
    if not url:
        if os.environ.get("TEG_SERVER_REQUIRED") == "1":
            pytest.fail("TEG_BASE_URL is not set (TEG_SERVER_REQUIRED=1)")
        pytest.skip("TEG_BASE_URL is not set: no server to play against")
    return url


class Conformance:
    """Validates each answer against the spec's schema for its operation and status."""

    def __init__(self) -> None:
        self.checked = 0
        self.violations: list[str] = []

    def hook(self, response: httpx.Response) -> None:
        request = response.request
        path = request.url.path
        operation = spec.operation_for(request.method, path)
        if operation is None:
            self.violations.append(f"{request.method} {path}: no operation in the spec")
            return
        if response.headers.get("content-type", "").startswith("text/event-stream"):
            return
        response.read()
        try:
            found = spec.response_schema_pointer(operation, response.status_code)
        except LookupError as error:
            self.violations.append(f"{operation} ({request.method} {path}): {error}")
            return
        if not response.content:
            if found is not None:
                self.violations.append(f"{operation} {response.status_code}: an empty body, the spec has one")
            return
        try:
            body = json.loads(response.content)
        except ValueError:
            self.violations.append(f"{operation} {response.status_code}: not JSON")
            return
        self.checked += 1
        errors = spec.validate_body(operation, response.status_code, body)
        for error in errors[:5]:
            self.violations.append(f"{operation} {response.status_code} {error}")
        if not errors:
            self.decodes(operation, response.status_code, body)
        if found is not None and found[1] != response.headers.get("content-type", "").split(";")[0]:
            self.violations.append(
                f"{operation} {response.status_code}: content-type {response.headers.get('content-type')!r},"
                f" the spec says {found[1]!r}"
            )

    def decodes(self, operation: str, status: int, body) -> None:
        """The generated parser must read the answer and write it back unchanged."""
        try:
            parsed = spec.decode(operation, status, body)
        except Exception as error:
            self.violations.append(f"{operation} {status}: the generated client fails to decode: {error!r}")
            return
        if not hasattr(parsed, "to_dict"):
            return
        again = parsed.to_dict()
        if again != body:
            self.violations.append(
                f"{operation} {status}: decoded as {type(parsed).__name__}, which does not give the body back"
                f" ({spec.first_difference(body, again)})"
            )


@pytest.fixture
def conformance():
    checker = Conformance()
    yield checker
    assert not checker.violations, "answers the spec does not allow:\n" + "\n".join(checker.violations)


@pytest.fixture
def new_teg(base_url, conformance):
    """Makes ``Teg`` clients whose every answer is checked against the spec."""
    made: list[Teg] = []

    def make(**kwargs) -> Teg:
        teg = Teg(base_url, **kwargs)
        # Before the hook that raises Problem, so refusals are checked too.
        teg.http.event_hooks["response"].insert(0, conformance.hook)
        made.append(teg)
        return teg

    yield make
    for teg in made:
        teg.close()


@pytest.fixture
def new_async_teg(base_url, conformance):
    """Makes ``AsyncTeg`` clients whose every answer is checked against the
    spec; the test opens and closes each (``async with``) in its event loop."""

    def make(**kwargs) -> AsyncTeg:
        teg = AsyncTeg(base_url, **kwargs)

        async def check(response: httpx.Response) -> None:
            if not response.headers.get("content-type", "").startswith("text/event-stream"):
                await response.aread()  # the hook reads it, and may not await
            conformance.hook(response)

        teg.http.event_hooks["response"].insert(0, check)
        return teg

    return make
