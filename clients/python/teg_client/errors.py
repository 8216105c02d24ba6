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
