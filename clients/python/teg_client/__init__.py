"""Python client of TEG as a service.

* ``teg_client.generated`` is generated from ``openapi/openapi.json`` by
  openapi-python-client (never edit it; ``generate.sh`` rewrites it): one
  module per operation under ``generated.api.<tag>`` (``sync``,
  ``sync_detailed``, ``asyncio``...) and the typed bodies under
  ``generated.models``.
* ``Teg`` (``teg_client.session``) signs in, keeps the tokens fresh, adds
  ``Idempotency-Key``\\ s, retries, raises ``Problem`` on errors and hands
  ``teg.client`` to the generated operations.
* ``teg.follow_game()`` and ``teg.stream_game()`` (``teg_client.events``)
  follow a game.
"""

from .errors import Problem
from .events import SseEvent
from .session import RetryPolicy, Teg

__all__ = ["Problem", "RetryPolicy", "SseEvent", "Teg"]
__version__ = "0.1.0"
