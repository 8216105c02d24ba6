"""Python client of TEG as a service.

* ``teg_client.generated`` is generated from ``openapi/openapi.json`` by
  openapi-python-client (never edit it; ``generate.sh`` rewrites it): one
  module per operation under ``generated.api.<tag>`` (``sync``,
  ``sync_detailed``, ``asyncio``...) and the typed bodies under
  ``generated.models``.
* ``Teg`` (``teg_client.session``) signs in, keeps the tokens fresh, adds
  ``Idempotency-Key``\\ s, retries, raises ``Problem`` on errors and hands
  ``teg.client`` to the generated ``sync()`` operations; ``AsyncTeg``
  (``teg_client.async_session``) does the same on asyncio, for the
  ``asyncio()`` ones.
* ``follow_game()``, ``stream_game()``, ``follow_feed()`` and
  ``stream_feed()`` (``teg_client.events``) follow a game and the user's
  feed of notices: generators on ``Teg``, async iterators on ``AsyncTeg``.
"""

from .async_session import AsyncTeg
from .errors import Problem
from .events import FeedNotice, Notice, SseEvent, parse_notice
from .session import RetryPolicy, Teg

__all__ = ["AsyncTeg", "FeedNotice", "Notice", "Problem", "RetryPolicy", "SseEvent", "Teg", "parse_notice"]
__version__ = "0.1.0"
