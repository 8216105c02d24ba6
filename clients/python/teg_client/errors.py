"""Errors of the TEG service as Python exceptions."""

from __future__ import annotations

import json
from typing import Any

import httpx


class Problem(Exception):
    """An error answer of the service: an RFC 9457 problem document.

    ``code`` is the stable machine code to branch on (``NOT_YOUR_TURN``,
    ``VERSION_CONFLICT``...; every code is in ``docs/problems.md``), ``rule``
    the rule-book id when a rule of the game refused the request, ``detail``
    a sentence for humans. ``response`` is the ``httpx.Response``, when there
    was one.

    This is not the generated ``teg_client.generated.models.Problem`` (the
    body's typed model); ``Problem.body`` holds the body as a ``dict``.
    """

    def __init__(
        self,
        status: int,
        code: str,
        detail: str = "",
        *,
        title: str = "",
        type: str = "",
        rule: str | None = None,
        body: dict[str, Any] | None = None,
        response: httpx.Response | None = None,
    ) -> None:
        self.status = status
        self.code = code
        self.detail = detail
        self.title = title
        self.type = type
        self.rule = rule
        self.body = body if body is not None else {}
        self.response = response
        super().__init__(str(self))

    def __str__(self) -> str:
        rule = f" [{self.rule}]" if self.rule else ""
        detail = f": {self.detail}" if self.detail else ""
        return f"{self.status} {self.code}{rule}{detail}"

    def __repr__(self) -> str:
        return (
            f"Problem(status={self.status!r}, code={self.code!r}, rule={self.rule!r}, detail={self.detail!r})"
        )

    @property
    def retry_after(self) -> float | None:
        """The ``Retry-After`` of the answer in seconds, if it had one."""
        if self.response is None:
            return None
        return parse_retry_after(self.response.headers.get("retry-after"))

    @classmethod
    def from_response(cls, response: httpx.Response) -> Problem:
        """Builds the exception from an error answer (its body must be read)."""
        body: dict[str, Any] = {}
        try:
            parsed = json.loads(response.content or b"null")
            if isinstance(parsed, dict):
                body = parsed
        except ValueError:
            pass
        status = body.get("status") if isinstance(body.get("status"), int) else response.status_code
        code = body.get("code") if isinstance(body.get("code"), str) else f"HTTP_{response.status_code}"
        detail = body.get("detail")
        if not isinstance(detail, str):
            detail = response.text[:200] if not body else ""
        return cls(
            status=status,
            code=code,
            detail=detail,
            title=str(body.get("title") or response.reason_phrase),
            type=str(body.get("type") or "about:blank"),
            rule=body.get("rule") if isinstance(body.get("rule"), str) else None,
            body=body,
            response=response,
        )


class OAuthError(Problem):
    """An OAuth 2 error (``teg_client.oauth``): RFC 6749 §5.2's answer of
    ``/oauth/token`` or ``/oauth/revoke``, or §4.1.2.1's sent back to the
    redirect URI.

    ``error`` is the RFC's code to branch on (``invalid_grant``,
    ``invalid_client``, ``invalid_scope``, ``access_denied``...),
    ``description`` its ``error_description``, ``status`` the HTTP status
    (400; 401 for ``invalid_client``; 400 for an error in a redirect, which
    has no status of its own). An answer that is not an OAuth error (the
    service's problem document for a rate limit, a proxy's page) keeps the
    problem's ``code`` or ``HTTP_<status>`` as ``error``; a success answer
    that cannot be read is ``invalid_response``.

    It is a ``Problem`` too (``code`` is ``error``, ``detail`` is
    ``description``), so ``except Problem`` around a ``Teg`` catches the
    refusal of an OAuth session's refresh as it does any other.
    """

    def __init__(
        self,
        error: str,
        description: str = "",
        *,
        status: int = 400,
        uri: str | None = None,
        body: dict[str, Any] | None = None,
        response: httpx.Response | None = None,
    ) -> None:
        self.error = error
        self.description = description
        self.uri = uri
        super().__init__(status, error, description, title="OAuth error", body=body, response=response)

    def __repr__(self) -> str:
        return f"OAuthError(status={self.status!r}, error={self.error!r}, description={self.description!r})"

    @classmethod
    def from_response(cls, response: httpx.Response) -> OAuthError:
        """Builds the exception from an error answer of an OAuth endpoint
        (its body must be read)."""
        body: dict[str, Any] = {}
        try:
            parsed = json.loads(response.content or b"null")
            if isinstance(parsed, dict):
                body = parsed
        except ValueError:
            pass
        if isinstance(body.get("error"), str):
            error = body["error"]
            description = body.get("error_description")
        elif isinstance(body.get("code"), str):  # the service's problem document
            error = body["code"]
            description = body.get("detail")
        else:
            error = f"HTTP_{response.status_code}"
            description = response.text[:200] if not body else ""
        uri = body.get("error_uri")
        return cls(
            error,
            description if isinstance(description, str) else "",
            status=response.status_code,
            uri=uri if isinstance(uri, str) else None,
            body=body,
            response=response,
        )


def parse_retry_after(value: str | None) -> float | None:
    """Seconds from a ``Retry-After`` header: delta-seconds or an HTTP date."""
    if value is None:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    import datetime
    from email.utils import parsedate_to_datetime

    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=datetime.UTC)
    return max(0.0, (when - datetime.datetime.now(datetime.UTC)).total_seconds())
