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
* ``teg_client.oauth``: OAuth 2 for apps acting for a player, the
  authorization code grant with PKCE (``create_pkce``, ``authorize_url``,
  ``parse_callback``, ``exchange_code``, ``refresh_grant``, ``revoke_token``
  and their ``a``-prefixed asyncio twins, ``OAuthTokens``, ``OAuthError``);
  ``Teg.from_oauth`` and ``AsyncTeg.from_oauth`` use the tokens, refreshed
  at ``/oauth/token``.
"""

from . import oauth
from .async_session import AsyncTeg
from .errors import OAuthError, Problem
from .events import FeedNotice, Notice, SseEvent, parse_notice
from .oauth import (
    OAuthRefresher,
    OAuthTokens,
    Pkce,
    aexchange_code,
    arefresh_grant,
    arevoke_token,
    authorize_url,
    create_pkce,
    exchange_code,
    parse_callback,
    refresh_grant,
    revoke_token,
)
from .session import RetryPolicy, Teg

__all__ = [
    "AsyncTeg",
    "FeedNotice",
    "Notice",
    "OAuthError",
    "OAuthRefresher",
    "OAuthTokens",
    "Pkce",
    "Problem",
    "RetryPolicy",
    "SseEvent",
    "Teg",
    "aexchange_code",
    "arefresh_grant",
    "arevoke_token",
    "authorize_url",
    "create_pkce",
    "exchange_code",
    "oauth",
    "parse_callback",
    "parse_notice",
    "refresh_grant",
    "revoke_token",
]
__version__ = "0.1.0"
